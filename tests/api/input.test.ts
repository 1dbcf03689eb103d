/**
 * DESIGN §13 Input: no input reaches a 5xx. Plain regressions for every 5xx the fuzzer (or a
 * probe) found, then the fuzzer itself: every API route found on disk × its methods, with
 * generated path parameters, query strings and JSON bodies, as a visitor, a lead, an agent,
 * an admin and on another company's host. `FUZZ_RUNS=<n>` for a long local run, `FUZZ_SEED`
 * to replay one.
 */
import fc from 'fast-check';
import { signAgentSession } from '@/lib/auth/agent-session';
import { signLeadToken } from '@/lib/auth/lead-token';
import { leadClaims, seededLeadToken, TENANT_2, XHR, type Json } from './fixtures';
import { SessionPool } from './session-pool';
import { and, eq } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { leads } from '@/lib/db/schema';
import { bodyFor, encodeAny, hasValidBodies, queryFor, routePath, type FuzzContext } from './fuzz/arbitraries';
import { discoverApiRoutes, type ApiRoute } from './fuzz/routes';
import { startServer, type Reply, type TestServer } from './server';

let server: TestServer;
// The fuzzer's signed-in people, a fresh session each time one ends (a fuzzed log-out, a take-over).
const [FUZZ_AGENT, FUZZ_ADMIN] = [{ id: 2, companyId: 1, type: 'agent' as const, isAdmin: false }, { id: 1, companyId: 1, type: 'broker' as const, isAdmin: true }];
let fuzzLead: LeadClaims;
let pools: { lead: SessionPool; agent: SessionPool; admin: SessionPool };
beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const size = Math.max(50, Math.ceil(RUNS / 10));
      // A fully signed-up lead of company 1 with good contacts, so lead-only code is reached.
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.companyId, 1), eq(leads.completed, true), eq(leads.emailStatus, 'valid'), eq(leads.phoneStatus, 'valid')))
        .orderBy(leads.id)
        .limit(1);
      if (!row) throw new Error('no fully signed-up seeded lead of company 1');
      const { id, email, emailStatus, phone, phoneStatus, firstName, lastName, completed } = row;
      fuzzLead = leadClaims(id, 1, { email, emailStatus, phone, phoneStatus, firstName, lastName, completed });
      pools = {
        lead: await SessionPool.create(db, { kind: 'lead', companyId: 1, leadId: id }, size),
        agent: await SessionPool.create(db, { kind: 'agent', companyId: 1, agentId: FUZZ_AGENT.id }, size),
        admin: await SessionPool.create(db, { kind: 'agent', companyId: 1, agentId: FUZZ_ADMIN.id }, size),
      };
    },
  });
}, 180_000);
afterAll(() => server?.stop());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', headers: { ...XHR, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** A fully signed-up seeded lead of company 1; `signIn` gives a new token with the claims the server holds. */
async function seededLead(): Promise<{ id: number; token: string; signIn: () => Promise<string> }> {
  for (let id = 1; id < 100; id++) {
    const probe = await seededLeadToken(leadClaims(id, 1));
    const r = await server.request('/api/leads/me', { headers: { authorization: `Bearer ${probe}` } });
    if (r.status !== 200) continue;
    const me = r.json<{ data: Json }>().data;
    if (!me.completed || me.emailStatus !== 'valid' || me.phoneStatus !== 'valid') continue;
    const { email, emailStatus, phone, phoneStatus, firstName, lastName, completed } = me;
    const signIn = () => seededLeadToken(leadClaims(id, 1, { email, emailStatus, phone, phoneStatus, firstName, lastName, completed }));
    return { id, token: await signIn(), signIn };
  }
  throw new Error('no fully signed-up seeded lead of company 1');
}

/** A 4xx answer in DESIGN §5's envelope: `{ error, errors? }`. */
function isErrorEnvelope(reply: Reply): boolean {
  if (!String(reply.headers['content-type']).startsWith('application/json')) return false;
  const body = reply.json<Json>();
  const errorsOk = body.errors === undefined || (typeof body.errors === 'object' && body.errors !== null && Object.values(body.errors).every((m) => typeof m === 'string'));
  return typeof body.error === 'string' && body.error !== '' && errorsOk;
}

describe('hostile input: each 5xx found, now a 4xx', () => {
  test('prices past int4 (the price columns) are out of range: 400 on every search call, 404 in a /real-estate path', async () => {
    for (const path of [
      '/api/properties?minprice=3000000000',
      '/api/properties?maxprice=9999999999',
      '/api/properties?minprice=2147483648',
      '/api/properties/markers?minprice=3000000000&bounds=-73,40,-71,42',
      '/api/properties/clusters?minprice=3000000000&bounds=-73,40,-71,42&zoom=10',
      '/api/open-house-summary?maxprice=3000000000',
      '/api/properties/seo-texts?minprice=3000000000&city=riverhead',
    ]) {
      const r = await server.request(path);
      expect([path, r.status, r.json<Json>().errors]).toEqual([path, 400, { [path.includes('maxprice') ? 'maxprice' : 'minprice']: expect.stringContaining('2147483647') }]);
    }
    expect((await server.request('/api/properties?maxprice=2147483647')).status).toBe(200);
    for (const path of ['/real-estate/price-3000000000-any', '/real-estate/price-any-9999999999', '/real-estate/price-99999999999-any']) {
      expect([path, (await server.request(path)).status]).toEqual([path, 404]);
    }
    // In a page's query string a bad filter is dropped with a redirect, as any malformed one.
    const dropped = await server.request('/real-estate/riverhead-ny?minprice=3000000000');
    expect([dropped.status, dropped.headers.location]).toEqual([308, '/real-estate/riverhead-ny']);
  });

  test('NUL or a lone surrogate anywhere in a body is 422 naming the field, and nothing is stored', async () => {
    const cases: [unknown, string][] = [
      [{ lead: { email: 'nul1@example.com', firstName: 'a\u0000b' } }, 'lead.firstName'],
      [{ lead: { email: 'nul2@example.com', tags: ['ok', '\u0000'] } }, 'lead.tags.1'],
      [{ lead: { email: 'nul3@example.com' }, gClickId: '\u0000' }, 'gClickId'],
      [{ lead: { email: 'nul4@example.com', lastName: 'x\ud800' } }, 'lead.lastName'],
      [{ lead: { email: 'nul5@example.com', extra: { deep: [{ '\u0000key': 1 }] } } }, 'lead.extra.deep.0.\\0key'],
    ];
    for (const [body, field] of cases) {
      const r = await post('/api/leads/register/start', body);
      expect([field, r.status, r.json<Json>().errors]).toEqual([field, 422, { [field]: 'must not contain NUL characters or unpaired surrogates' }]);
    }
    const code = await post('/api/leads/login/code', { email: 'a\u0000@example.com', code: '123456' });
    expect([code.status, code.json<Json>().errors]).toEqual([422, { email: expect.any(String) }]);
    // None of those e-mails became a lead: asking again is a new sign-up, not a returning one.
    const again = await post('/api/leads/register/start', { lead: { email: 'nul1@example.com' } });
    expect(again.status).toBe(201);
  });

  test('NUL in a query string is 422 naming the key; in a path it names nothing: 404', async () => {
    for (const path of ['/api/properties?keyword=%00', '/api/properties?%00=1', '/api/e-alerts/open?t=a%00', '/api/agents/1/schedule/day?date=%00']) {
      const r = await server.request(path);
      expect([path, r.status, isErrorEnvelope(r)]).toEqual([path, 422, true]);
    }
    for (const path of ['/api/properties/%00', '/api/properties/1%00', '/api/agents/%00/profile', '/api/leads/%00/properties/fave']) {
      const r = await server.request(path);
      expect([path, r.status, isErrorEnvelope(r)]).toEqual([path, 404, true]);
    }
  });

  test('a redirect keeps a long query in Location once (no IE11 Refresh repeating it past a client\'s 16 kB head)', async () => {
    // Found by the fuzzer: `/…/%2e%2e?` + 9,000 characters made a 308 whose head Node's client refused.
    const key = 'a'.repeat(9_000);
    for (const [path, to] of [['/api/admin/sources/nfmls/properties/5/%2e%2e', '/api/admin/sources/nfmls/properties'], ['/api/company/settings/', '/api/company/settings']]) {
      const r = await server.request(`${path}?${key}`);
      expect([path, r.status, r.headers.location, r.headers.refresh]).toEqual([path, 308, `${to}?${key}=`, undefined]);
    }
  });

  test('a malformed percent-encoding on an API path is a JSON 400', async () => {
    const r = await server.request('/api/properties/%ED%A0%80');
    expect([r.status, isErrorEnvelope(r)]).toEqual([400, true]);
  });

  test('page URLs with a NUL, a lone surrogate, a 20-digit id or a price past int4: 4xx, or the bad value dropped, never 5xx', async () => {
    const { token } = await seededLead();
    const notFound = [
      '/homedetails/x/%00', '/homedetails/a-b/1%00', '/homedetails/a/99999999999999999999', '/agent-page/x/%00', '/agent-page/x/99999999999999999999',
      '/schedule/x/99999999999999999999', '/communities/%00', '/real-estate/price-9999999999-any', '/real-estate/keyword-%00',
    ];
    // Invalid UTF-8 in a path is malformed percent-encoding (the proxy's 400).
    const malformed = ['/homedetails/%ED%A0%80', '/estimate/%ED%A0%80/tuning', '/communities/%ED%A0%80'];
    // A page's query string is easily mangled: a bad value is dropped, a bad page reads as 1 (lib/search/search-url.ts).
    const lenient = ['/properties?page=99999999999999999999', '/properties?address=%00', '/properties?address=%ED%A0%80', '/properties?minprice=3000000000', '/what-is-my-home-worth?address=%00'];
    for (const cookie of [undefined, `JWT=${token}`]) {
      const get = async (path: string) => [path, (await server.request(path, { headers: cookie ? { cookie } : {} })).status];
      for (const path of notFound) expect(await get(path)).toEqual([path, 404]);
      for (const path of malformed) expect(await get(path)).toEqual([path, 400]);
      for (const path of lenient) expect(await get(path)).toEqual([path, 200]);
    }
    // A lead's estimate pages: an id that is not one of theirs (or not an id) is a 404.
    for (const path of ['/estimate/99999999999999999999/tuning', '/estimate/%00/tuning', '/estimate/1%00/tuning', '/estimate?address=99999999999999999999', '/estimate?address=%00']) {
      expect([path, (await server.request(path, { headers: { cookie: `JWT=${token}` } })).status]).toEqual([path, 404]);
    }
  });

  test('ids past 32 bits in a body are 422, in a path 404', async () => {
    const { token } = await seededLead();
    const viewed = await post('/api/leads/me/viewed', { ids: [2 ** 31] }, { authorization: `Bearer ${token}` });
    expect([viewed.status, viewed.json<Json>().errors]).toEqual([422, { 'ids.0': expect.stringContaining('2,147,483,647') }]);
    const r = await server.request(`/api/properties/1/showings`, { method: 'POST', headers: { ...XHR, authorization: `Bearer ${token}` }, body: JSON.stringify({ agentId: 2 ** 40, start: '2031-01-06T15:00:00Z' }) });
    expect([r.status, r.json<Json>().errors]).toEqual([422, { agentId: expect.stringContaining('2,147,483,647') }]);
    for (const id of ['2147483648', '9223372036854775808', '99999999999999999999']) {
      expect((await server.request(`/api/leads/me/addresses/${id}/estimate`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** Mail-link routes answer a person in a browser: their refusals are HTML pages, on purpose. */
const HTML_ANSWERS = new Set(['/api/e-alerts/click', '/api/e-alerts/unsubscribe', '/api/mail/click', '/api/mail/unsubscribe', '/api/token/lead']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

type Who = 'visitor' | 'lead' | 'lead-cookie' | 'agent' | 'admin';

interface FuzzRequest {
  route: ApiRoute;
  method: string;
  path: string;
  query: string;
  body: string | undefined;
  who: Who;
  otherHost: boolean;
  xhr: boolean;
  idempotencyKey: string | null;
  contentType: string | null;
}

describe('fuzz: every API route, every method, hostile input, never a 5xx', () => {
  const routes = discoverApiRoutes();
  const statuses = new Map<number, number>();
  /** FUZZ_REPORT=1: statuses per route and method, to see how deep the requests get. */
  const perRoute = new Map<string, Map<number, number>>();
  let requests = 0;
  const tally = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  afterAll(() => {
    const lines = process.env.FUZZ_REPORT ? [...perRoute].sort(([a], [b]) => a.localeCompare(b)).map(([what, counts]) => `\n  ${what}: ${tally(counts)}`) : [];
    console.log(`API fuzz on ${server?.kind}: ${requests} requests over ${routes.length} route files; statuses ${tally(statuses)}${lines.join('')}`);
  });

  test('the routes are found on disk, with their methods', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const byPattern = new Map(routes.map((r) => [r.pattern, r.methods]));
    expect(byPattern.get('/api/properties/[id]/fave')).toEqual(['POST', 'DELETE']);
    expect(byPattern.get('/api/leads/me/e-alerts/[id]')).toEqual(['PUT', 'DELETE']);
    expect(byPattern.get('/api/[[...path]]')).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
    for (const route of routes) expect([route.file, route.methods.length > 0]).toEqual([route.file, true]);
  });

  test(
    `${RUNS} generated requests: status < 500, every 4xx in the error envelope`,
    async () => {
      const lead = { id: fuzzLead.id };
      const credentials = async (): Promise<Record<Who, Record<string, string>>> => {
        const token = await signLeadToken(fuzzLead, pools.lead.next());
        const admin = `agentSession=${await signAgentSession(FUZZ_ADMIN, pools.admin.next())}`;
        // A fuzzed admin call may have switched the agent off: on again, as an admin would.
        await server.request(`/api/crm/agents/${FUZZ_AGENT.id}`, { method: 'PATCH', headers: { ...XHR, cookie: admin }, body: '{"isActive":true}' });
        return {
          visitor: {},
          lead: { authorization: `Bearer ${token}` },
          'lead-cookie': { cookie: `JWT=${token}` },
          agent: { cookie: `agentSession=${await signAgentSession(FUZZ_AGENT, pools.agent.next())}` },
          admin: { cookie: admin },
        };
      };
      let who = await credentials();
      const signedIn = async (as: Who) => {
        if (as === 'visitor') return true;
        const path = as === 'agent' || as === 'admin' ? '/api/agents/me' : '/api/leads/me';
        return (await server.request(path, { headers: who[as] })).status === 200;
      };

      // Rows to name: the seed's listings and agents, and an address and a saved search of the lead's.
      const asLead = { ...XHR, ...who.lead };
      const address = await server.request('/api/leads/me/addresses', { method: 'POST', headers: asLead, body: JSON.stringify({ address: '12 Main St, Riverhead, NY 11901' }) });
      const alert = await server.request('/api/leads/me/e-alerts', { method: 'POST', headers: asLead, body: JSON.stringify({ ealert: { criteria: { minbeds: '3' } } }) });
      const listings = (await server.request('/api/properties')).json<{ data: Json[] }>().data;
      const agents = (await server.request('/api/agents')).json<{ data: Json[] }>().data;
      const settings = (await server.request('/api/company/settings')).json<{ data: Json }>().data;
      const ctx: FuzzContext = {
        propertyIds: listings.map((l) => l.id as number),
        agentIds: agents.map((a) => a.id as number),
        leadIds: [lead.id, lead.id + 1],
        addressIds: address.status === 201 ? [address.json<{ data: Json }>().data.id as number] : [],
        alertIds: alert.status === 201 ? [alert.json<{ data: Json }>().data.id as number] : [],
        sourceCodes: (settings.mlsSources as Json[]).map((s) => s.code as string),
      };
      expect(ctx.propertyIds.length).toBeGreaterThan(0);
      expect([ctx.addressIds.length, ctx.alertIds.length]).toEqual([1, 1]);

      // More requests where there is more input to get wrong: searches (some 50 query keys) and bodies.
      const targets = routes.flatMap((route) =>
        route.methods.map((method) => ({
          arbitrary: fc.constant({ route, method }),
          weight: route.segments.some((s) => s.kind === 'catch-all') ? 1 : 2 + (route.search ? 6 : 0) + (WRITES.has(method) && hasValidBodies(route) ? 4 : 0),
        })),
      );
      const request: fc.Arbitrary<FuzzRequest> = fc
        .oneof(...targets)
        .chain(({ route, method }) =>
          fc.record({
            route: fc.constant(route),
            method: fc.constant(method),
            path: routePath(route, ctx),
            query: queryFor(route),
            body: WRITES.has(method) ? fc.option(bodyFor(route), { freq: 8, nil: undefined }) : fc.constant(undefined),
            // Mostly whom the route is for, so requests get past the role check.
            who: route.pattern.startsWith('/api/admin/')
              ? fc.constantFrom<Who>('admin', 'admin', 'admin', 'agent', 'lead', 'visitor')
              : fc.constantFrom<Who>('visitor', 'lead', 'lead', 'lead', 'lead-cookie', 'agent', 'admin'),
            otherHost: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
            xhr: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
            idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constant('fuzz-repeated-key'), fc.string({ unit: 'binary', maxLength: 300 }).map(encodeAny)), { freq: 3 }),
            contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'), { freq: 8 }),
          }),
        );

      const send = async (req: FuzzRequest): Promise<Reply> => {
        const headers: Record<string, string> = { ...who[req.who] };
        if (req.xhr && WRITES.has(req.method)) headers['x-requested-with'] = 'XMLHttpRequest';
        if (req.idempotencyKey !== null) headers['idempotency-key'] = req.idempotencyKey;
        if (req.body !== undefined) {
          headers['content-type'] = req.contentType ?? 'application/json';
          // Node's client frames a DELETE body only when told its length; unframed, the server's HTTP parser answers 400.
          headers['content-length'] = String(Buffer.byteLength(req.body));
        }
        requests += 1;
        const reply = await server.request(req.path + req.query, { method: req.method, host: req.otherHost ? TENANT_2 : undefined, headers, body: req.body });
        statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
        const key = `${req.method} ${req.route.pattern}`;
        const counts = perRoute.get(key) ?? new Map<number, number>();
        perRoute.set(key, counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1));
        // A log-out, or a sign-up step that takes the lead over, ends the session (revocable
        // sessions): sign the same people in again, so later requests still reach signed-in code.
        // (A 401 may only mean the route is for someone else: ask whether the session still counts.)
        const refused = req.who !== 'visitor' && !req.otherHost && reply.status === 401;
        if ((refused || /logout|sessions|agents\/\[id\]|password/.test(req.route.pattern)) && !(await signedIn(req.who))) who = await credentials();
        return reply;
      };

      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          const reply = await send(req);
          const sent = req.body === undefined ? '' : ` with ${req.body.slice(0, 300)}`;
          const what = `${req.method} ${req.path}${req.query}${sent} as ${req.who}${req.otherHost ? ' on tenant 2' : ''} → ${reply.status} ${reply.text.slice(0, 300)}`;
          if (reply.status >= 500) throw new Error(`5xx: ${what}`);
          // `..` segments can lead out of /api (the URL is normalised): then a page answers, as pages do.
          const normalised = new URL(req.path, 'http://x').pathname;
          if (normalised !== '/api' && !normalised.startsWith('/api/')) return;
          const html = HTML_ANSWERS.has(req.route.pattern) && String(reply.headers['content-type']).startsWith('text/html');
          if (reply.status >= 400 && !html && !isErrorEnvelope(reply)) {
            throw new Error(`4xx outside the error envelope: ${what}`);
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: process.env.FUZZ_SHRINK === '0' },
      );
    },
    // Generous: the default run takes about a minute per database; a long local run says how long.
    120_000 + RUNS * 400,
  );
});
