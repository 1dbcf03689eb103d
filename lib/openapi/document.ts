import 'server-only';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { INTEGRATION_SCOPES } from '@/lib/db/schema/integrations';
import { requiredScope } from '@/lib/integrations/key-scopes';
import { WEBHOOK_EVENTS } from '@/lib/integrations/webhook-events';
import type { Operation } from './operations';
import { CRM_OPERATIONS } from './operations-crm';
import { PUBLIC_OPERATIONS } from './operations-public';

export const OPERATIONS: readonly Operation[] = [...PUBLIC_OPERATIONS, ...CRM_OPERATIONS];

const ERRORS: Record<number, string> = {
  400: 'Malformed query', 401: 'No valid session, token or key', 403: 'The caller’s role or key scope may not make this call',
  404: 'Nothing by that id in the caller’s view (another company’s rows are 404 too)', 409: 'Conflict (a replayed Idempotency-Key, a race lost)',
  422: 'Invalid input: `errors` names each field', 429: 'Rate limited: see Retry-After',
};

/** The path's `{name}` segments as path parameters (ids are positive whole numbers). */
function pathParams(path: string): z.ZodObject | undefined {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string().regex(/^\d+$/).meta({ description: `The ${name}`, example: '1' })])));
}

function security(op: Operation): RouteConfig['security'] {
  if (op.audience === 'public') return [{}, { leadBearer: [] }, { agentSession: [] }];
  if (op.audience === 'lead') return [{ leadBearer: [] }, { leadCookie: [] }];
  const scope = requiredScope(op.method.toUpperCase(), op.path);
  // A call keys may make names its scope; the others are sessions only (and answer 403 to a key).
  return scope && op.audience === 'agent' ? [{ agentSession: [] }, { integrationKey: [scope] }] : [{ agentSession: [] }];
}

let cached: object | null = null;

/**
 * The OpenAPI 3.1 document of the public and CRM API (DESIGN §11), generated from the zod
 * schemas the routes parse with. Built once per process (it never changes while it runs).
 */
export function openApiDocument(): object {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'agentSession', { type: 'apiKey', in: 'cookie', name: 'agentSession', description: 'An agent’s session (the CRM sign-in). Writes also need the header `X-Requested-With`.' });
  registry.registerComponent('securitySchemes', 'leadCookie', { type: 'apiKey', in: 'cookie', name: 'JWT', description: 'A lead’s token as the site keeps it. Writes also need `X-Requested-With`.' });
  registry.registerComponent('securitySchemes', 'leadBearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A lead’s token (SPEC §3) as `Authorization: Bearer`. The header with no token after `Bearer` answers 401 "Empty value specified, expected valid token" (SPEC §5) on every call.' });
  registry.registerComponent('securitySchemes', 'integrationKey', {
    type: 'http', scheme: 'bearer', bearerFormat: 'lk_…',
    description: `An integration key an admin created (Settings → Integrations), as \`Authorization: Bearer lk_…\`. Scopes: ${INTEGRATION_SCOPES.join(', ')}. ` +
      'It acts as the admin who created it (company-wide leads), limited by its scopes; other calls answer 403. See docs/integrations.md.',
  });
  const errorSchema = z.object({
    error: z.string().meta({ description: 'A message fit to show a person' }),
    code: z.string().meta({ description: 'Machine-readable: bad_request, unauthenticated, forbidden, not_found, conflict, invalid, rate_limited, server_error' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'Per field, for 422' }),
  }).meta({ id: 'Error' });
  const pagination = z.object({ total: z.number().int(), count: z.number().int(), per_page: z.number().int(), current_page: z.number().int(), total_pages: z.number().int() }).meta({ id: 'Pagination' });
  for (const op of OPERATIONS) {
    const success = op.list
      ? z.object({ data: z.array(z.record(z.string(), z.unknown())), meta: z.object({ pagination }) })
      : z.object({ data: z.unknown() });
    const responses: RouteConfig['responses'] = { [op.status ?? 200]: { description: op.answer, content: { 'application/json': { schema: success } } } };
    for (const [status, description] of Object.entries(ERRORS)) responses[status] = { description, content: { 'application/json': { schema: errorSchema } } };
    const params = pathParams(op.path);
    registry.registerPath({
      method: op.method, path: op.path, tags: [op.tag], summary: op.summary, description: op.description, security: security(op),
      request: {
        ...(params ? { params } : {}),
        ...(op.query ? { query: op.query } : {}),
        ...(op.body ? { body: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
      },
      responses,
    });
  }
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Listings API', version: '1',
      description: 'The public site API (SPEC §7) and the CRM API (DESIGN §9, §11) of one company’s site: the host names the company. ' +
        `Success: \`{ data }\` (lists add \`meta.pagination\`); errors: \`{ error, code, errors? }\`. Webhook events: ${WEBHOOK_EVENTS.join(', ')} (docs/integrations.md).`,
    },
    servers: [{ url: '/', description: 'The company’s own site' }],
  });
  return cached;
}
