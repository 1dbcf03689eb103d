import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { AgentType } from '@/lib/db/schema/agents';
import type { AgentClaims } from '@/lib/auth/agent-session';
import type { LeadClaims } from '@/lib/auth/lead-token';
import type { SessionRef } from '@/lib/auth/sessions';
import { crmAccessOf, type CrmAccess } from '@/lib/crm/access';
import { recordAudit } from '@/lib/audit/log';
import { clearAgentCookies } from '@/lib/auth/agent-cookies';
import { AGENT_SESSION_COOKIE, LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { EMPTY_TOKEN_ERROR, getViewer, hasEmptyBearer, type Viewer } from '@/lib/auth/viewer';
import { keyViewer } from '@/lib/integrations/key-route';
import { readJsonBody } from './body';
import { forbidden, HttpError, notFound, unauthorized } from './errors';
import { claimRequestKey, releaseRequestKey, requestScope, storeAnswer, type Caller, type StoredAnswer } from './request-keys';
import { hasUnsafePathParams, refuseUnsafeQuery } from './safe-input';
import { issueVisitorId, visitorId } from './visitor-id';
import { fieldErrors } from './zod-errors';

type Auth = 'none' | 'lead' | 'agent';

interface RouteOptions {
  auth?: Auth;
  /** Agent types allowed (auth 'agent'); absent: any agent. */
  agentTypes?: readonly AgentType[];
  admin?: boolean;
  /** Agents may not use it, whatever else they hold (SPEC §6: no favourites or saved searches): 403 with this message. */
  forbidAgents?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The path's dynamic segments; one that does not parse is a path that names nothing: 404 with `notFound`. */
  params?: z.ZodType;
  /** The 404 message for params that do not parse ("Lead not found"). */
  notFound?: string;
  /**
   * false only for handlers authorised by a signed token in the URL itself (mail links,
   * RFC 8058 one-click unsubscribe): with no cookie to ride on, a forged cross-site post
   * gains nothing, and mail providers post without our header.
   */
  csrfHeader?: boolean;
}

/** A viewer known to be a signed-in agent (auth 'agent'). */
export type AgentViewer = Viewer & { agent: AgentClaims; agentSession: SessionRef };
/** A viewer known to be a signed-in lead (auth 'lead'). */
export type LeadViewer = Viewer & { lead: LeadClaims; leadSession: SessionRef };

type Parsed<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;

/** What a handler receives, typed by its options: the viewer narrowed by `auth`, input parsed by its schemas. */
export type RouteContext<O extends RouteOptions> = {
  request: NextRequest;
  query: Parsed<O['query'], undefined>;
  body: Parsed<O['body'], undefined>;
  params: Parsed<O['params'], Record<string, string>>;
} & (O['auth'] extends 'agent'
  ? { viewer: AgentViewer; /** The agent's role and lead scope (DESIGN §9), resolved once. */ access: CrmAccess }
  : O['auth'] extends 'lead'
    ? { viewer: LeadViewer }
    : { viewer: Viewer });

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one door for every API handler: resolves tenant and identity, checks the role,
 * parses input with zod and maps every failure to DESIGN's error envelope. A handler
 * returns the `data` of the success envelope, or a Response of its own.
 */
export function route<const O extends RouteOptions>(options: O, handler: (ctx: RouteContext<O>) => Promise<unknown>) {
  return async (request: NextRequest, segment: { params: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    let stale = { lead: false, agent: false };
    try {
      // With an integration key the request acts as the key's creator, within its scopes (lib/integrations/key-route.ts).
      const viewer = keyViewer(request, await getViewer());
      stale = { lead: viewer.staleLeadCookie, agent: viewer.staleAgentCookie };
      await authorize(request, viewer, options);
      const rawParams = await segment.params;
      refuseUnsafeText(request, rawParams);
      const params = options.params ? parsePath(options.params, rawParams, options.notFound) : rawParams;
      const query = options.query ? parse(options.query, Object.fromEntries(request.nextUrl.searchParams), 400) : undefined;
      const body = options.body ? parse(options.body, (await readJsonBody(request)) ?? {}, 422) : undefined;
      const access = viewer.agent ? crmAccessOf(viewer.agent) : undefined;
      // The casts are the one place the options' types meet the values authorize() and parse() checked.
      const context = { request, viewer, access, query, body, params } as unknown as RouteContext<O>;
      const run = async () => {
        const result = await handler(context);
        return result instanceof Response ? result : NextResponse.json({ data: result ?? null });
      };
      const response = await (request.method === 'POST' ? once(request, viewer, run) : run());
      return issueVisitorId(request, forgetStaleCookies(response, stale));
    } catch (error) {
      return issueVisitorId(request, forgetStaleCookies(errorResponse(error), stale));
    }
  };
}

/**
 * A POST whose Idempotency-Key this caller sent to this endpoint already is a replay (a retry
 * after a lost answer, or a repeated request): nothing is done twice. It answers 409, with the
 * first answer inside (`replayed`, and its cookies), so the site's own client can carry on as
 * if the first answer had arrived. The key is the caller's own: another caller (another
 * visitor, lead or agent) with the same key gets a request of its own, never this answer or
 * its cookies. A visitor without a visitor id (its first request, or a client that keeps no
 * cookies) is nobody we could recognise again: no dedupe. A failed attempt frees its key.
 */
async function once(request: NextRequest, viewer: Viewer, run: () => Promise<Response>): Promise<Response> {
  const key = request.headers.get('idempotency-key');
  const caller = callerOf(request, viewer);
  if (!key || !caller) return run();
  const scope = requestScope(caller, request.method, request.nextUrl.pathname);
  const claim = await claimRequestKey(viewer.company.id, scope, key);
  if (!claim.claimed) return replay(claim.answer);
  let response: Response | undefined;
  try {
    response = await run();
    return response;
  } finally {
    if (!response || response.status >= 400) await releaseRequestKey(viewer.company.id, scope, key);
    else await storeAnswer(viewer.company.id, scope, key, { status: response.status, response: await response.clone().text(), setCookie: response.headers.getSetCookie() });
  }
}

function callerOf(request: NextRequest, viewer: Viewer): Caller | null {
  if (viewer.lead) return { lead: viewer.lead.id };
  if (viewer.agent) return { agent: viewer.agent.id };
  const visitor = visitorId(request);
  return visitor ? { visitor } : null;
}

/**
 * Drops session cookies that can never sign anyone in again (ended, forged, or naming nobody):
 * the browser would send them forever, and the readable agentAuthorized flag would go on
 * telling the page an agent is signed in. An answer that sets a new one keeps it.
 */
function forgetStaleCookies(response: Response, stale: { lead: boolean; agent: boolean }): Response {
  const setting = (name: string) => response.headers.getSetCookie().some((c) => c.startsWith(`${name}=`));
  if (stale.lead && !setting(LEAD_TOKEN_COOKIE)) response.headers.append('set-cookie', `${LEAD_TOKEN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  if (stale.agent && !setting(AGENT_SESSION_COOKIE)) clearAgentCookies(response);
  return response;
}

function replay(answer: StoredAnswer | null): Response {
  if (!answer) throw new HttpError(409, 'This request is still being processed');
  let body: unknown = null;
  try {
    body = JSON.parse(answer.response);
  } catch {
    // An answer that was not JSON: the retry learns only that it was done.
  }
  const response = NextResponse.json({ error: 'This request was already received', code: 'conflict', replayed: { status: answer.status, body } }, { status: 409 });
  for (const cookie of answer.setCookie) response.headers.append('set-cookie', cookie);
  return response;
}

async function authorize(request: NextRequest, viewer: Viewer, options: RouteOptions) {
  const auth = options.auth ?? 'none';
  if (hasEmptyBearer(request.headers.get('authorization'))) throw unauthorized(EMPTY_TOKEN_ERROR);
  if (options.forbidAgents && viewer.agent) throw forbidden(options.forbidAgents);
  if (auth === 'lead' && !viewer.lead) throw unauthorized();
  if (auth === 'agent') {
    if (!viewer.agent) throw unauthorized();
    if (options.agentTypes && !options.agentTypes.includes(viewer.agent.type)) throw forbidden();
    if (options.admin && !viewer.agent.isAdmin) {
      // An agent trying an admin's call is worth a line in the audit log (which call, from where).
      await recordAudit({ companyId: viewer.company.id, agentId: viewer.agent.id, action: 'admin.denied', outcome: 'denied', subject: `${request.method} ${request.nextUrl.pathname}` }, request);
      throw forbidden();
    }
  }
  // Cookies ride along on cross-site form posts; a custom header cannot (CSRF defence, DESIGN §8).
  // Every write needs it, whatever the route declares: logins and log-outs are CSRF targets too.
  // A bearer-token call carries no ambient credentials, so integrations need not send it.
  const needsHeader = options.csrfHeader !== false && viewer.leadVia !== 'bearer' && !viewer.integrationKey;
  if (WRITE_METHODS.has(request.method) && needsHeader && !request.headers.get('x-requested-with')) {
    throw forbidden('Missing X-Requested-With header');
  }
}

/**
 * DESIGN §13: text holding a NUL or a lone surrogate is refused before any handler reads it
 * (the body is checked as it is read, lib/http/body.ts). A query value or key: 422 naming it,
 * as for text in a body (it is the text that cannot be stored, not the request that is
 * malformed). A path segment: 404, as for any path that names nothing.
 */
function refuseUnsafeText(request: NextRequest, params: unknown) {
  if (hasUnsafePathParams(params)) throw notFound();
  refuseUnsafeQuery(request.nextUrl.searchParams);
}

function parsePath(schema: z.ZodType, input: unknown, message = 'Not found'): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw notFound(message);
  return result.data;
}

function parse<T extends z.ZodType>(schema: T, input: unknown, status: number): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.entries(errors)[0];
  throw new HttpError(status, first ? `${first[0] === '_' ? 'Input' : first[0]}: ${first[1]}` : 'Invalid input', errors);
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body = error.errors ? { error: error.message, code: error.code, errors: error.errors } : { error: error.message, code: error.code };
    return NextResponse.json(body, { status: error.status, headers: error.headers });
  }
  // Details stay in the server log; the browser gets a generic message.
  console.error(error);
  return NextResponse.json({ error: 'Server error', code: 'server_error' }, { status: 500 });
}
