/** @jest-environment node */
import { ROUTE_METHODS } from '@/lib/http/route-methods';
import { openApiDocument, OPERATIONS } from '@/lib/openapi/document';
import { isUndocumented, UNDOCUMENTED } from '@/lib/openapi/undocumented';

/** route-methods.ts's `[id]` and `[[...path]]` as OpenAPI spells a path (`{id}`). */
const openApiPath = (pattern: string) => pattern.replace(/\[\[?\.{0,3}(\w+)\]?\]/g, '{$1}');

type Doc = { openapi: string; info: { title: string }; paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>; components: { securitySchemes: Record<string, unknown> } };
const doc = openApiDocument() as Doc;

describe('every API route is described in /api/openapi.json or deliberately left out', () => {
  test.each(Object.entries(ROUTE_METHODS))('%s', (pattern, methods) => {
    for (const method of methods) {
      const described = doc.paths[openApiPath(pattern)]?.[method.toLowerCase()] !== undefined;
      if (!described && !isUndocumented(method, pattern)) {
        throw new Error(`${method} ${pattern} is neither in lib/openapi/operations-*.ts nor in lib/openapi/undocumented.ts: describe it, or say why not`);
      }
    }
  });

  test('nothing is both described and listed as left out, and every listed route exists', () => {
    for (const key of Object.keys(UNDOCUMENTED)) {
      const pattern = key.slice(key.indexOf(' ') + 1);
      expect(ROUTE_METHODS[pattern]).toBeDefined();
      expect(doc.paths[openApiPath(pattern)]).toBeUndefined();
    }
  });

  test('every described call is a real route and method', () => {
    for (const op of OPERATIONS) {
      const pattern = Object.keys(ROUTE_METHODS).find((p) => openApiPath(p) === op.path);
      expect({ path: op.path, found: pattern !== undefined }).toEqual({ path: op.path, found: true });
      expect(ROUTE_METHODS[pattern!]).toContain(op.method.toUpperCase());
    }
  });
});

describe('the document', () => {
  test('is OpenAPI 3.1 with the security schemes, and key scopes on the calls keys may make', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['agentSession', 'integrationKey', 'leadBearer', 'leadCookie']);
    expect(doc.paths['/api/crm/leads']?.get?.security).toContainEqual({ integrationKey: ['lead.profile.read'] });
    expect(doc.paths['/api/crm/leads/{id}']?.patch?.security).toContainEqual({ integrationKey: ['lead.profile'] });
    expect(doc.paths['/api/crm/agents']?.get?.security).toContainEqual({ integrationKey: ['user.profile.read'] });
    // Key management is for admins' sessions only.
    expect(JSON.stringify(doc.paths['/api/crm/integrations/keys']?.post?.security)).not.toContain('integrationKey');
    expect(doc.paths['/api/crm/leads/{id}']?.get?.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(doc.paths['/api/crm/leads']?.get?.responses['422']).toBeDefined();
  });
});
