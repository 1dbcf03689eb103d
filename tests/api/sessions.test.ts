import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { agents, leads } from '@/lib/db/schema';
import { startSmtpSink, type SmtpSink } from '../db/smtp-sink';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

// DESIGN §13 "Sessions are revocable": every way a session ends (log-out, sign out everywhere,
// a password change, deactivation, a refresh replacing a token) refuses the old cookie or token
// at once. Each test first shows the credential working, then ending, then refused.
const GRACE_MS = 1500;
let server: TestServer;
let sink: SmtpSink;
interface Staff { id: number; email: string; isAdmin: boolean; type: string }
let staff: Staff[] = [];
let otherCompanyAgent: Staff;
let oldHashAgent: Staff;
/** The seeded leads each agent is buyer agent of. */
const seededLeadsOf = new Map<number, number[]>();
let deactivated: Staff | undefined;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: sink.url, JOBS: '0', SESSION_ROTATION_GRACE_MS: String(GRACE_MS) },
    prepare: async (db) => {
      const rows = await db.select({ id: agents.id, companyId: agents.companyId, email: agents.email, isAdmin: agents.isAdmin, type: agents.type }).from(agents).orderBy(agents.id);
      staff = rows.filter((a) => a.companyId === 1);
      otherCompanyAgent = rows.find((a) => a.companyId === 2)!;
      for (const lead of await db.select({ id: leads.id, agentId: leads.buyerAgentId }).from(leads).where(eq(leads.companyId, 1))) {
        if (lead.agentId !== null) seededLeadsOf.set(lead.agentId, [...(seededLeadsOf.get(lead.agentId) ?? []), lead.id]);
      }
      // A hash from before the cost went up (N = 2^14): it still signs in, and is replaced then.
      oldHashAgent = staff.find((a) => !a.isAdmin && a.type === 'realtor') ?? staff.at(-1)!;
      const salt = crypto.randomBytes(16);
      const old = `scrypt$16384$${salt.toString('base64url')}$${crypto.scryptSync('demo1234', salt, 32, { N: 16384 }).toString('base64url')}`;
      await db.update(agents).set({ passwordHash: old }).where(and(eq(agents.id, oldHashAgent.id), eq(agents.companyId, 1)));
    },
  });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const cookiesOf = (r: Reply) => ([] as string[]).concat(r.headers['set-cookie'] ?? []);
const cookieValue = (r: Reply, name: string) => cookiesOf(r).find((c) => c.startsWith(`${name}=`))?.split(';')[0];
const call = (method: string, path: string, cookie: string | null, body?: unknown, host?: string) =>
  server.request(path, { method, host, headers: { ...XHR, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });

/** A fresh session of an agent, as a browser gets it from the sign-in form. */
async function signIn(email: string, password = 'demo1234', host?: string): Promise<string> {
  const r = await call('POST', '/api/agents/login', null, { email, password }, host);
  expect(r.status).toBe(200);
  return cookieValue(r, 'agentSession')!;
}
const me = (cookie: string, host?: string) => call('GET', '/api/agents/me', cookie, undefined, host);
/**
 * Non-admin agents, taken in turn. Every test signs in afresh, so one test ending an agent's
 * sessions never touches another's; the password test keeps one agent to itself.
 */
let nextAgent = 0;
const others = () => staff.filter((a) => !a.isAdmin && a.id !== oldHashAgent.id);
const passwordAgent = () => others().at(-1)!;
const freshAgent = () => {
  const pool = others().slice(0, -1);
  return pool[nextAgent++ % pool.length]!;
};
const admin = () => staff.find((a) => a.isAdmin)!;

describe('agent sessions', () => {
  test('log-out ends this session at once, and only this one; the answer forgets the cookies', async () => {
    const agent = freshAgent();
    const [phone, laptop] = [await signIn(agent.email), await signIn(agent.email)];
    expect((await me(phone)).status).toBe(200);
    expect((await call('POST', '/api/agents/logout', phone)).status).toBe(200);
    const after = await me(phone);
    expect(after.status).toBe(401);
    // A refused cookie is forgotten, the readable agentAuthorized flag too.
    expect(cookiesOf(after).some((c) => /^agentSession=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(cookiesOf(after).some((c) => /^agentAuthorized=;.*Max-Age=0/i.test(c))).toBe(true);
    // CRM pages turn the ended session away too (the proxy checks the same row).
    const page = await server.request('/dashboard', { headers: { cookie: phone } });
    expect(page.status).toBe(307);
    expect(page.headers.location).toContain('/login?next=%2Fdashboard');
    expect((await me(laptop)).status).toBe(200);
  });

  test('"sign out everywhere" ends every session of the agent, on every device', async () => {
    const agent = freshAgent();
    const [a, b, c] = [await signIn(agent.email), await signIn(agent.email), await signIn(agent.email)];
    const sessions = (await call('GET', '/api/agents/me/sessions', a)).json<{ data: Json[] }>().data;
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toMatch(/"id"/);
    expect((await call('POST', '/api/agents/logout', b, { everywhere: true })).status).toBe(200);
    for (const cookie of [a, b, c]) expect((await me(cookie)).status).toBe(401);
    expect((await me(await signIn(agent.email))).status).toBe(200);
  });

  test('a password change ends every other session; this browser gets a new one; the old password stops working', async () => {
    const agent = passwordAgent();
    const [other, mine] = [await signIn(agent.email), await signIn(agent.email)];
    const wrong = await call('POST', '/api/agents/me/password', mine, { currentPassword: 'not-it', newPassword: 'a-new-password-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.json<Json>().errors.currentPassword).toBeTruthy();
    expect((await me(other)).status).toBe(200); // a refused change changed nothing
    const short = await call('POST', '/api/agents/me/password', mine, { currentPassword: 'demo1234', newPassword: 'short' });
    expect(short.status).toBe(422);
    expect((await call('POST', '/api/agents/me/password', null, { currentPassword: 'demo1234', newPassword: 'a-new-password-1' })).status).toBe(401);

    const changed = await call('POST', '/api/agents/me/password', mine, { currentPassword: 'demo1234', newPassword: 'a-new-password-1' });
    expect(changed.status).toBe(200);
    const renewed = cookieValue(changed, 'agentSession')!;
    expect((await me(other)).status).toBe(401);
    expect((await me(mine)).status).toBe(401);
    expect((await me(renewed)).status).toBe(200);
    expect((await call('POST', '/api/agents/login', null, { email: agent.email, password: 'demo1234' })).status).toBe(401);
    expect((await me(await signIn(agent.email, 'a-new-password-1'))).status).toBe(200);
  });

  test('a sign-in with the old password racing a password change never leaves a live session', async () => {
    // The sign-in reads the hash, spends one scrypt checking it, then makes its session; the
    // change spends two (the current password, the new hash). A sign-in that read the old hash
    // just before the change committed must not come out with a session the change missed.
    const agent = passwordAgent();
    let password = 'a-new-password-1';
    const started = Date.now();
    let cookie = await signIn(agent.email, password);
    const oneHash = Date.now() - started;
    for (const [n, offset] of [0.5, 1.2, 1.5, 1.8].entries()) {
      const next = `raced-password-${n}`;
      const change = call('POST', '/api/agents/me/password', cookie, { currentPassword: password, newPassword: next });
      await new Promise((r) => setTimeout(r, offset * oneHash));
      const racer = await call('POST', '/api/agents/login', null, { email: agent.email, password });
      const changed = await change;
      expect(changed.status).toBe(200);
      const raced = cookieValue(racer, 'agentSession');
      if (racer.status === 200) expect([offset, (await me(raced!)).status]).toEqual([offset, 401]);
      else expect([offset, racer.status]).toEqual([offset, 401]);
      password = next;
      // The change ended every session and gave this browser a new one: go on with it.
      cookie = cookieValue(changed, 'agentSession')!;
    }
  });

  test('wrong current passwords on the password form are limited per agent (429), like sign-in', async () => {
    const agent = passwordAgent();
    const cookie = await signIn(agent.email, 'raced-password-3');
    let last: Reply | undefined;
    for (let i = 0; i < 12 && last?.status !== 429; i++) {
      last = await call('POST', '/api/agents/me/password', cookie, { currentPassword: `guess-${i}`, newPassword: 'a-new-password-2' });
      expect([422, 429]).toContain(last.status);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits now; the session and sign-in are untouched.
    expect((await call('POST', '/api/agents/me/password', cookie, { currentPassword: 'raced-password-3', newPassword: 'a-new-password-2' })).status).toBe(429);
    expect((await me(cookie)).status).toBe(200);
  });

  test('deactivation by an admin ends the agent\'s sessions at once, bars sign-in and sends their leads to the pond; reactivation lets them back', async () => {
    const agent = freshAgent();
    const theirLeads = seededLeadsOf.get(agent.id) ?? [];
    expect(theirLeads.length).toBeGreaterThan(0);
    deactivated = agent;
    const cookie = await signIn(agent.email);
    const boss = await signIn(admin().email);
    const colleague = await signIn(freshAgent().email);
    // Only admins, only their own company's agents, never themselves; a refused call changes nothing.
    expect((await call('PATCH', `/api/crm/agents/${agent.id}`, colleague, { isActive: false })).status).toBe(403);
    expect((await call('PATCH', `/api/crm/agents/${otherCompanyAgent.id}`, boss, { isActive: false })).status).toBe(404);
    expect((await call('PATCH', `/api/crm/agents/${admin().id}`, boss, { isActive: false })).status).toBe(422);
    expect((await call('PATCH', `/api/crm/agents/${agent.id}`, boss, { isActive: 'no' })).status).toBe(422);
    expect((await me(cookie)).status).toBe(200);

    const off = await call('PATCH', `/api/crm/agents/${agent.id}`, boss, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.json<Json>().data).toEqual({ id: agent.id, isActive: false, leadsToPond: expect.any(Number) });
    expect(off.json<Json>().data.leadsToPond).toBeGreaterThanOrEqual(theirLeads.length);
    expect((await me(cookie)).status).toBe(401);
    expect((await call('POST', '/api/agents/login', null, { email: agent.email, password: 'demo1234' })).status).toBe(401);
    // Another company's admin cannot switch them back on (404, not a hint the agent exists).
    const foreignAdmin = `${await seededAgentCookie({ id: otherCompanyAgent.id, companyId: 2, type: 'broker', isAdmin: true })}`;
    expect((await call('PATCH', `/api/crm/agents/${agent.id}`, foreignAdmin, { isActive: true }, TENANT_2)).status).toBe(404);

    expect((await call('PATCH', `/api/crm/agents/${agent.id}`, boss, { isActive: true })).status).toBe(200);
    expect((await me(cookie)).status).toBe(401); // an ended session stays ended
    expect((await me(await signIn(agent.email))).status).toBe(200);
  });

  test('an admin can sign a colleague out everywhere', async () => {
    const agent = freshAgent();
    const cookie = await signIn(agent.email);
    const boss = await signIn(admin().email);
    expect((await call('DELETE', `/api/crm/agents/${agent.id}/sessions`, cookie)).status).toBe(403);
    const foreignAdmin = await seededAgentCookie({ id: otherCompanyAgent.id, companyId: 2, type: 'broker', isAdmin: true });
    expect((await call('DELETE', `/api/crm/agents/${agent.id}/sessions`, foreignAdmin, undefined, TENANT_2)).status).toBe(404);
    expect((await call('DELETE', `/api/crm/agents/${otherCompanyAgent.id}/sessions`, boss)).status).toBe(404);
    expect((await me(cookie)).status).toBe(200);
    const ended = await call('DELETE', `/api/crm/agents/${agent.id}/sessions`, boss);
    expect(ended.status).toBe(200);
    expect(ended.json<Json>().data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await me(cookie)).status).toBe(401);
  });

  test('signing in as someone else in the same browser ends the session it held', async () => {
    const [first, second] = [freshAgent(), freshAgent()];
    expect(first.id).not.toBe(second.id);
    const held = await signIn(first.email);
    const r = await server.request('/api/agents/login', { method: 'POST', headers: { ...XHR, cookie: held }, body: JSON.stringify({ email: second.email, password: 'demo1234' }) });
    expect(r.status).toBe(200);
    expect((await me(held)).status).toBe(401);
  });

  test('a session cookie without a session row (forged with the secret, or from before sessions) is refused', async () => {
    const { SignJWT } = await import('jose');
    const agent = staff[0]!;
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const sessionless = await new SignJWT({ agent: { id: agent.id, companyId: 1, type: 'broker', isAdmin: true } }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:agent').setExpirationTime('1h').sign(secret);
    expect((await me(`agentSession=${sessionless}`)).status).toBe(401);
    const madeUp = await new SignJWT({ agent: { id: agent.id, companyId: 1, type: 'broker', isAdmin: true }, sid: 'A'.repeat(22), sv: 1 }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:agent').setExpirationTime('1h').sign(secret);
    expect((await me(`agentSession=${madeUp}`)).status).toBe(401);
  });

  test('an old, cheaper password hash still signs in and is replaced at OWASP cost', async () => {
    expect((await me(await signIn(oldHashAgent.email))).status).toBe(200);
    expect((await me(await signIn(oldHashAgent.email))).status).toBe(200);
  });
});

describe('on two instances sharing one PostgreSQL (DESIGN §11)', () => {
  const onPostgres = process.env.DATABASE_URL ? test : test.skip; // one PGlite directory belongs to one process
  onPostgres('a session ended on one instance is refused by the other at once', async () => {
    const other = await startServer({ attachTo: server, env: { JOBS: '0', SESSION_ROTATION_GRACE_MS: String(GRACE_MS) } });
    try {
      const meOn = (target: TestServer, cookie: string, path = '/api/agents/me') => target.request(path, { headers: { ...XHR, cookie } });
      const agent = freshAgent();
      const cookie = await signIn(agent.email);
      expect((await meOn(other, cookie)).status).toBe(200);
      expect((await call('POST', '/api/agents/logout', cookie)).status).toBe(200);
      expect((await meOn(other, cookie)).status).toBe(401);

      const r = await call('POST', '/api/leads/register/start', null, { lead: { email: `two.instances.${Date.now()}@example.com` } });
      const lead = cookieValue(r, 'JWT')!;
      expect((await meOn(other, lead, '/api/leads/me')).status).toBe(200);
      await other.request('/api/leads/logout', { method: 'POST', headers: { ...XHR, cookie: lead } });
      expect((await call('GET', '/api/leads/me', lead)).status).toBe(401);
    } finally {
      await other.stop();
    }
  });
});

describe('the audit log', () => {
  test('records sign-ins (both outcomes), log-outs, password changes and admin actions, for the company\'s admins only', async () => {
    const agent = freshAgent();
    expect((await call('POST', '/api/agents/login', null, { email: agent.email, password: 'wrong-password' })).status).toBe(401);
    expect((await call('POST', '/api/agents/login', null, { email: 'nobody@example.com', password: 'wrong-password' })).status).toBe(401);
    const cookie = await signIn(agent.email);
    await call('POST', '/api/agents/logout', cookie);
    const boss = await signIn(admin().email);

    const read = async (query: string, who = boss, host?: string) => call('GET', `/api/crm/audit${query}`, who, undefined, host);
    const mine = (await read(`?agentId=${agent.id}&per_page=100`)).json<{ data: Json[]; meta: Json }>();
    const actions = mine.data.map((e) => `${e.action}:${e.outcome}`);
    expect(actions).toEqual(expect.arrayContaining(['agent.sign-in:failure', 'agent.sign-in:success', 'agent.sign-out:success']));
    const entry = mine.data.find((e) => e.action === 'agent.sign-in' && e.outcome === 'success')!;
    expect(entry).toMatchObject({ agent: { id: agent.id }, subject: agent.email.toLowerCase(), ip: '127.0.0.1' });
    expect(new Date(entry.occurredAt).getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
    expect(mine.meta.pagination.total).toBe(mine.data.length);

    const unknown = (await read('?action=agent.sign-in&outcome=failure')).json<{ data: Json[] }>().data;
    expect(unknown.some((e) => e.subject === 'nobody@example.com' && e.agent === null)).toBe(true);
    const adminActions = (await read('?action=admin')).json<{ data: Json[] }>().data;
    expect(adminActions.map((e) => e.action)).toEqual(expect.arrayContaining(['admin.agent.deactivate', 'admin.agent.activate']));
    const passwordChanges = (await read('?action=agent.password-change')).json<{ data: Json[] }>().data;
    expect(passwordChanges.map((e) => e.outcome)).toEqual(expect.arrayContaining(['success', 'failure']));

    // Not for other agents, not for another company, not with bad filters.
    expect((await read('', cookie)).status).toBe(401);
    const nosy = freshAgent();
    expect((await read('', await signIn(nosy.email))).status).toBe(403);
    // The refused attempt is on record, with who, what and from where.
    const denied = (await read('?outcome=denied')).json<{ data: Json[] }>().data;
    expect(denied).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'admin.denied', agent: expect.objectContaining({ id: nosy.id }), subject: 'GET /api/crm/audit', ip: '127.0.0.1' })]));
    const foreign = await read('', await seededAgentCookie({ id: otherCompanyAgent.id, companyId: 2, type: 'broker', isAdmin: true }), TENANT_2);
    expect(foreign.status).toBe(200);
    expect(JSON.stringify(foreign.json())).not.toContain(agent.email);
    for (const bad of ['?agentId=99999999999', '?outcome=maybe', '?from=yesterday', '?from=0000-01-01T00:00:00Z', '?to=0001-01-01T00:00:00%2B05:00', '?per_page=1000']) {
      expect([bad, (await read(bad)).status]).toEqual([bad, 400]);
    }
    expect((await read('?action=%00')).status).toBe(422); // NUL in text (DESIGN §13)
  });
});

describe('lead sessions', () => {
  let seq = 0;
  const newEmail = () => `session.${Date.now().toString(36)}.${++seq}@example.com`;
  const signUp = async () => {
    const r = await call('POST', '/api/leads/register/start', null, { lead: { email: newEmail() } });
    expect(r.status).toBe(201);
    return cookieValue(r, 'JWT')!;
  };
  const leadMe = (cookie: string) => call('GET', '/api/leads/me', cookie);

  test('log-out ends the token at once, by cookie and as a bearer token', async () => {
    const cookie = await signUp();
    const token = cookie.slice('JWT='.length);
    expect((await leadMe(cookie)).status).toBe(200);
    const out = await call('POST', '/api/leads/logout', cookie);
    expect(out.status).toBe(200);
    expect(cookiesOf(out).some((c) => c.startsWith('JWT=;'))).toBe(true);
    expect((await leadMe(cookie)).status).toBe(401);
    expect((await server.request('/api/leads/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  test('an empty bearer token is refused with SPEC §5\'s message (401), even beside a good cookie, and changes nothing', async () => {
    const cookie = await signUp();
    for (const authorization of ['Bearer', 'Bearer ', 'bearer   ']) {
      const r = await server.request('/api/leads/me', { headers: { cookie, authorization } });
      expect(r.status).toBe(401);
      expect(r.json().error).toBe('Empty value specified, expected valid token');
    }
    // A public read and a write alike: the header is a client bug, not a visitor.
    expect((await server.request('/api/properties?limit=1', { headers: { authorization: 'Bearer ' } })).status).toBe(401);
    const fave = await server.request('/api/properties/1/fave', { method: 'POST', headers: { ...XHR, cookie, authorization: 'Bearer' } });
    expect(fave.status).toBe(401);
    expect((await leadMe(cookie)).json<{ data: { favourites: { data: { total: number } } } }>().data.favourites.data.total).toBe(0);
  });

  test('a refreshed token replaces the old one: the old works only for a short grace, then is refused', async () => {
    const cookie = await signUp();
    const refreshed = await call('GET', '/api/token/refresh', cookie);
    expect(refreshed.status).toBe(200);
    const next = cookieValue(refreshed, 'JWT')!;
    expect(next).not.toBe(cookie);
    expect(refreshed.json<Json>().data.token).toBe(next.slice('JWT='.length));
    // Requests already on their way with the old token are not signed out…
    expect((await leadMe(cookie)).status).toBe(200);
    await new Promise((r) => setTimeout(r, GRACE_MS + 300));
    // …but after the grace only the new token works.
    expect((await leadMe(cookie)).status).toBe(401);
    expect((await leadMe(next)).status).toBe(200);
    // Two refreshes racing from one token (two tabs) both end on the newest version: still
    // working after the grace, when the version before it no longer would.
    const [a, b] = await Promise.all([call('GET', '/api/token/refresh', next), call('GET', '/api/token/refresh', next)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await new Promise((r) => setTimeout(r, GRACE_MS + 300));
    expect((await leadMe(cookieValue(a, 'JWT')!)).status).toBe(200);
    expect((await leadMe(cookieValue(b, 'JWT')!)).status).toBe(200);
  });

  test('sign-up step 2 also replaces the token', async () => {
    const cookie = await signUp();
    const done = await call('POST', '/api/leads/register/complete', cookie, { lead: { phone: '631-555-0123', firstName: 'Sam', lastName: 'Quinn' } });
    expect(done.status).toBe(200);
    await new Promise((r) => setTimeout(r, GRACE_MS + 300));
    expect((await leadMe(cookie)).status).toBe(401);
    expect((await leadMe(cookieValue(done, 'JWT')!)).status).toBe(200);
  });

  /** Signs a returning lead in with the code mailed to them (a new session each time). */
  async function signInWithCode(email: string, nth: number, held: string | null = null): Promise<string> {
    expect((await call('POST', '/api/leads/register/start', null, { lead: { email } })).json<Json>().data.status).toBe('full_login');
    const deadline = Date.now() + 10_000;
    // Code mails only: a new lead also gets the welcome e-mail (issue 16).
    const codeMails = () => sink.received.filter((m) => m.to.includes(email) && / is your/.test(m.subject));
    let mails = codeMails();
    while (mails.length < nth && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      mails = codeMails();
    }
    const code = /^(\d{6}) is your/.exec(mails[nth - 1]!.subject)![1];
    const r = await call('POST', '/api/leads/login/code', held, { email, code });
    expect(r.status).toBe(200);
    return cookieValue(r, 'JWT')!;
  }

  test('the mailbox owner\'s first code ends the sessions of whoever registered the address; "sign out everywhere" ends all', async () => {
    const r = await call('POST', '/api/leads/register/start', null, { lead: { email: newEmail() } });
    const email = r.json<Json>().data.lead.email as string;
    const impostor = cookieValue(r, 'JWT')!;
    const phone = await signInWithCode(email, 1);
    expect((await leadMe(impostor)).status).toBe(401);
    const laptop = await signInWithCode(email, 2);
    expect((await leadMe(phone)).status).toBe(200); // the second code is no take-over: both devices stay signed in
    expect((await leadMe(laptop)).status).toBe(200);
    expect((await call('POST', '/api/leads/logout', laptop, { everywhere: true })).status).toBe(200);
    expect((await leadMe(phone)).status).toBe(401);
    expect((await leadMe(laptop)).status).toBe(401);
  });

  test('signing in again in the same browser ends the session it held (no second live token)', async () => {
    const r = await call('POST', '/api/leads/register/start', null, { lead: { email: newEmail() } });
    const email = r.json<Json>().data.lead.email as string;
    const first = await signInWithCode(email, 1);
    const again = await signInWithCode(email, 2, first);
    expect((await leadMe(first)).status).toBe(401);
    expect((await leadMe(again)).status).toBe(200);
  });
});

// Last: stops the server to read what the requests left in the database.
test('the old hash was replaced at sign-in; sessions and audit rows are the company\'s own', async () => {
  const { auditLog, sessions } = await import('@/lib/db/schema');
  const found = await server.inspect(async (db) => ({
    hash: (await db.select({ h: agents.passwordHash }).from(agents).where(eq(agents.id, oldHashAgent.id)))[0]!.h,
    crossed: await db.select().from(sessions).innerJoin(agents, eq(agents.id, sessions.agentId)).where(and(eq(sessions.kind, 'agent'))),
    audit: await db.select().from(auditLog),
    pondAfterDeactivation: await db.select({ id: leads.id, agentId: leads.buyerAgentId }).from(leads).where(eq(leads.companyId, 1)),
  }));
  const wentToPond = new Set(seededLeadsOf.get(deactivated!.id));
  expect(found.pondAfterDeactivation.filter((l) => wentToPond.has(l.id)).map((l) => l.agentId)).toEqual([...wentToPond].map(() => null));
  expect(found.hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  for (const row of found.crossed) expect(row.sessions.companyId).toBe(row.agents.companyId);
  expect(found.audit.every((e) => e.companyId === 1)).toBe(true);
});
