import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { verifyWebhookSignature } from '@/lib/integrations/webhook-signature';
import { rows } from '../db/harness';
import { startWebhookReceiver, type WebhookReceiver } from '../fakes/webhook-receiver';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';
import { insertTeam, teamCookies, type MemberSpec, type TeamMember } from './team';

/**
 * Issue 17 item 7 (DESIGN §11): integration keys (shown once, hashed at rest, scoped, revoked at
 * once, never crossing companies, admins only) and webhooks (signed deliveries of lead.created
 * after a sign-up and lead.stage_changed after a PATCH to a real receiver on loopback, a failing
 * receiver retried, deliveries listed with the answers). The job runner posts on a short interval.
 */
let server: TestServer;
let receiver: WebhookReceiver;
const team: Record<string, TeamMember> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: { JOBS_INTERVAL_MS: '300', OUTBOUND_ALLOW_PRIVATE: '1' },
    prepare: async (db) => {
      const members: MemberSpec[] = [
        ['admin', 1, 'broker', true], ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['otherAdmin', 2, 'broker', true],
      ];
      Object.assign(team, await insertTeam(db, members, { lastName: 'Hooks', domain: 'integrations.test' }));
    },
  });
  Object.assign(cookies, await teamCookies(team));
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const send = (who: string, method: string, path: string, body?: unknown) =>
  server.request(path, { host: hostOf(who), method, headers: { cookie: cookies[who]!, ...XHR }, body: body === undefined ? undefined : JSON.stringify(body) });
const get = (who: string, path: string) => send(who, 'GET', path);
/** A call with a key only: no cookie, no X-Requested-With (bearer calls need none). */
const withKey = (key: string, method: string, path: string, body?: unknown, host?: string) =>
  server.request(path, { host, method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;
const errorsOf = (r: Reply) => r.json<Json>().errors ?? {};
const newKey = async (scopes: string[], name = `Key ${scopes.join('+')}`) => {
  const r = await send('admin', 'POST', '/api/crm/integrations/keys', { name, scopes });
  expect(r.status).toBe(201);
  return dataOf(r);
};
const keysMade: string[] = [];

describe('integration keys: admins only, shown once', () => {
  test('an admin creates a key: 201 with lk_… once; the list never shows it', async () => {
    const created = await newKey(['lead.profile.read'], 'Zapier');
    keysMade.push(created.key);
    expect(created.key).toMatch(/^lk_[A-Za-z0-9_-]{40,}$/);
    expect(created).toMatchObject({ name: 'Zapier', scopes: ['lead.profile.read'], prefix: created.key.slice(0, 11), lastUsedAt: null, revokedAt: null, createdBy: { id: team.admin!.id } });
    const list = await get('admin', '/api/crm/integrations/keys');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(created.key);
    expect(dataOf<Json[]>(list).find((k) => k.id === created.id)).toMatchObject({ name: 'Zapier', prefix: created.prefix });
    expect(dataOf<Json[]>(list).every((k) => !('key' in k) && !('keyHash' in k))).toBe(true);
  });

  test('brokers who are not admins and agents 403; visitors 401; another company sees none of ours', async () => {
    for (const who of ['broker', 'alice']) {
      expect((await get(who, '/api/crm/integrations/keys')).status).toBe(403);
      expect((await send(who, 'POST', '/api/crm/integrations/keys', { name: 'x', scopes: ['lead.profile'] })).status).toBe(403);
      expect((await get(who, '/api/crm/integrations/webhooks')).status).toBe(403);
    }
    expect((await server.request('/api/crm/integrations/keys', { headers: XHR })).status).toBe(401);
    // The other company has its own (the demo seed's), never ours.
    const theirs = dataOf<Json[]>(await get('otherAdmin', '/api/crm/integrations/keys'));
    expect(theirs.some((k) => k.prefix === keysMade[0]!.slice(0, 11))).toBe(false);
  });

  test('bad input: 422 naming the field, nothing stored', async () => {
    const before = dataOf<Json[]>(await get('admin', '/api/crm/integrations/keys')).length;
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['lead.profile'] }, 'name'], [{ name: '   ', scopes: ['lead.profile'] }, 'name'], [{ name: 'x'.repeat(101), scopes: ['lead.profile'] }, 'name'],
      [{ name: 'ok', scopes: [] }, 'scopes'], [{ name: 'ok', scopes: ['admin'] }, 'scopes.0'], [{ name: 'ok', scopes: 'lead.profile' }, 'scopes'],
      [{ name: 'ok', scopes: ['lead.profile', 'lead.profile'] }, 'scopes'], [{ name: 'a\u0000b', scopes: ['lead.profile'] }, 'name'], [{ scopes: ['lead.profile'] }, 'name'],
    ];
    for (const [body, field] of cases) {
      const r = await send('admin', 'POST', '/api/crm/integrations/keys', body);
      expect({ body, status: r.status }).toEqual({ body, status: 422 });
      expect(Object.keys(errorsOf(r))).toContain(field);
    }
    expect(dataOf<Json[]>(await get('admin', '/api/crm/integrations/keys')).length).toBe(before);
    for (const id of ['0', 'abc', '99999999999', '2147483648']) expect((await send('admin', 'DELETE', `/api/crm/integrations/keys/${id}`)).status).toBe(404);
  });
});

describe('integration keys on the CRM API: scopes × routes', () => {
  let read = '';
  let write = '';
  let team1 = '';
  let foreignLead = 0;
  beforeAll(async () => {
    read = keysMade[0]!;
    write = (await newKey(['lead.profile'])).key;
    team1 = (await newKey(['user.profile.read'])).key;
    keysMade.push(write, team1);
    foreignLead = dataOf<Json[]>(await get('otherAdmin', '/api/crm/leads?per_page=1'))[0]!.id;
  });

  test('lead.profile.read: the leads list and a lead 200, company-wide and only this company’s', async () => {
    const viaKey = await withKey(read, 'GET', '/api/crm/leads?per_page=100');
    expect(viaKey.status).toBe(200);
    const viaAdmin = await get('admin', '/api/crm/leads?per_page=100');
    expect(dataOf<Json[]>(viaKey).map((l) => l.id)).toEqual(dataOf<Json[]>(viaAdmin).map((l) => l.id));
    expect(viaKey.json<Json>().meta.pagination.total).toBe(viaAdmin.json<Json>().meta.pagination.total);
    const one = dataOf<Json[]>(viaKey)[0]!;
    expect((await withKey(read, 'GET', `/api/crm/leads/${one.id}`)).status).toBe(200);
    expect((await withKey(read, 'GET', `/api/crm/leads/${one.id}/activities?tab=all`)).status).toBe(200);
    // Another company's lead does not exist for this key.
    expect((await withKey(read, 'GET', `/api/crm/leads/${foreignLead}`)).status).toBe(404);
  });

  test('outside its scopes 403 naming the scope; any other route 403 whatever its scopes', async () => {
    const lead = dataOf<Json[]>(await withKey(read, 'GET', '/api/crm/leads?per_page=1'))[0]!;
    const patch = await withKey(read, 'PATCH', `/api/crm/leads/${lead.id}`, { tags: ['via-key'] });
    expect(patch.status).toBe(403);
    expect(patch.json<Json>().error).toMatch(/lead\.profile\b/);
    const agents = await withKey(read, 'GET', '/api/crm/agents');
    expect(agents.status).toBe(403);
    expect(agents.json<Json>().error).toMatch(/user\.profile\.read/);
    for (const key of [read, write, team1]) {
      for (const [method, path] of [['GET', '/api/crm/inbox'], ['GET', '/api/crm/integrations/keys'], ['POST', '/api/crm/integrations/keys'], ['GET', '/api/crm/lead-flow'], ['GET', '/api/leads/me'], ['GET', '/api/crm/feed']] as const) {
        const r = await withKey(key, method, path, method === 'POST' ? { name: 'x', scopes: ['lead.profile'] } : undefined);
        expect({ key: key.slice(0, 11), path, status: r.status }).toEqual({ key: key.slice(0, 11), path, status: 403 });
      }
    }
    expect((await withKey(team1, 'GET', '/api/crm/leads')).status).toBe(403);
  });

  test('lead.profile writes without the CSRF header (and reads); user.profile.read reads the team', async () => {
    const lead = dataOf<Json[]>(await withKey(write, 'GET', '/api/crm/leads?per_page=1'))[0]!;
    const r = await withKey(write, 'PATCH', `/api/crm/leads/${lead.id}`, { tags: ['via-key'] });
    expect(r.status).toBe(200);
    expect(dataOf(r).tags).toEqual(['via-key']);
    expect((await withKey(write, 'PATCH', `/api/crm/leads/${foreignLead}`, { tags: ['x'] })).status).toBe(404);
    const agents = await withKey(team1, 'GET', '/api/crm/agents');
    expect(agents.status).toBe(200);
    expect(JSON.stringify(dataOf(agents))).not.toContain('otherAdmin');
    expect((await withKey(team1, 'PATCH', `/api/crm/agents/${team.alice!.id}`, { firstName: 'Al' })).status).toBe(403);
  });

  test('a key on another company’s host is no key (401); a made-up or malformed one 401', async () => {
    expect((await withKey(read, 'GET', '/api/crm/leads', undefined, TENANT_2)).status).toBe(401);
    expect((await withKey(`lk_${'A'.repeat(43)}`, 'GET', '/api/crm/leads')).status).toBe(401);
    expect((await withKey('lk_', 'GET', '/api/crm/leads')).status).toBe(401);
  });

  test('last used is recorded; a revoked key is 401 at once; another company cannot revoke ours', async () => {
    const listed = dataOf<Json[]>(await get('admin', '/api/crm/integrations/keys')).find((k) => k.prefix === read.slice(0, 11))!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect((await send('otherAdmin', 'DELETE', `/api/crm/integrations/keys/${listed.id}`)).status).toBe(404);
    expect((await withKey(read, 'GET', '/api/crm/leads')).status).toBe(200);
    const revoked = await send('admin', 'DELETE', `/api/crm/integrations/keys/${listed.id}`);
    expect(revoked.status).toBe(200);
    expect(dataOf(revoked).revokedAt).not.toBeNull();
    expect((await withKey(read, 'GET', '/api/crm/leads')).status).toBe(401);
  });
});

describe('webhooks', () => {
  let hook: Json;
  const signedUp: string[] = [];

  test('admins create one: 201 with the signing secret once; bad URLs and events 422 naming the field', async () => {
    const r = await send('admin', 'POST', '/api/crm/integrations/webhooks', { url: `${receiver.url}/in`, events: ['lead.created', 'lead.stage_changed'] });
    expect(r.status).toBe(201);
    hook = dataOf(r);
    expect(hook.secret).toMatch(/^whsec_/);
    expect(hook).toMatchObject({ url: `${receiver.url}/in`, events: ['lead.created', 'lead.stage_changed'], active: true });
    const list = await get('admin', '/api/crm/integrations/webhooks');
    expect(list.text).not.toContain(hook.secret);
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com/x', events: ['lead.created'] }, 'url'], [{ url: 'https://user:pw@example.com/x', events: ['lead.created'] }, 'url'],
      [{ url: 'not a url', events: ['lead.created'] }, 'url'], [{ url: `${receiver.url}/in`, events: ['lead.deleted'] }, 'events.0'],
      [{ url: `${receiver.url}/in`, events: [] }, 'events'], [{ url: `${receiver.url}/in` }, 'events'],
    ];
    for (const [body, field] of cases) {
      const bad = await send('admin', 'POST', '/api/crm/integrations/webhooks', body);
      expect({ body, status: bad.status }).toEqual({ body, status: 422 });
      expect(Object.keys(errorsOf(bad))).toContain(field);
    }
    expect(dataOf<Json[]>(await get('admin', '/api/crm/integrations/webhooks')).map((w) => w.url).filter((url) => url.startsWith(receiver.url))).toEqual([`${receiver.url}/in`]);
    expect((await send('otherAdmin', 'PATCH', `/api/crm/integrations/webhooks/${hook.id}`, { active: false })).status).toBe(404);
    expect((await get('otherAdmin', `/api/crm/integrations/webhooks/${hook.id}/deliveries`)).status).toBe(404);
  });

  test('a sign-up on the site reaches the receiver as lead.created, signed with the secret', async () => {
    const email = `hooked.${Date.now()}@example.com`;
    signedUp.push(email);
    const start = await server.request('/api/leads/register/start', { method: 'POST', headers: XHR, body: JSON.stringify({ lead: { email } }) });
    expect(start.status).toBe(201);
    const got = await receiver.waitFor((h) => h.json.event === 'lead.created' && h.json.data.email === email);
    expect(got.headers['content-type']).toMatch(/application\/json/);
    const ts = String(got.headers['x-webhook-timestamp']);
    expect(verifyWebhookSignature(hook.secret, ts, got.body, String(got.headers['x-webhook-signature']))).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', ts, got.body, String(got.headers['x-webhook-signature']))).toBe(false);
    expect(got.json.data).toMatchObject({ email, stage: expect.any(String), counts: expect.any(Object) });
    expect(Date.parse(got.json.occurredAt)).not.toBeNaN();
  });

  test('a stage PATCH reaches it as lead.stage_changed with from and to; a 500 is logged and the retry succeeds', async () => {
    const lead = dataOf<Json[]>(await get('admin', '/api/crm/leads?per_page=1'))[0]!;
    const to = lead.stage === 'appointment' ? 'nurture' : 'appointment';
    expect((await send('admin', 'PATCH', `/api/crm/leads/${lead.id}`, { stage: to })).status).toBe(200);
    const got = await receiver.waitFor((h) => h.json.event === 'lead.stage_changed' && h.json.data.id === lead.id);
    expect(got.json.data.change).toEqual({ from: lead.stage, to });
    expect(got.json.data.stage).toBe(to);

    receiver.failNext(1, 500);
    const back = lead.stage === to ? 'new' : lead.stage;
    expect((await send('admin', 'PATCH', `/api/crm/leads/${lead.id}`, { stage: back })).status).toBe(200);
    await receiver.waitFor((h) => h.status === 500);
    let failed: Json | undefined;
    for (let i = 0; i < 50 && !failed; i++) {
      failed = dataOf<Json[]>(await get('admin', `/api/crm/integrations/webhooks/${hook.id}/deliveries?status=pending`)).find((d) => d.lastStatusCode === 500);
      if (!failed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(failed).toMatchObject({ event: 'lead.stage_changed', status: 'pending', attempts: 1, lastStatusCode: 500, error: 'The receiver answered 500' });
    expect(failed!.answerSnippet).toContain('receiver is down');
    // Waits a minute by the back-off; the retry button makes it due now.
    expect(Date.parse(failed!.nextAttemptAt) - Date.parse(failed!.lastAttemptAt)).toBeGreaterThanOrEqual(59_000);
    const retry = await send('admin', 'POST', `/api/crm/integrations/webhooks/${hook.id}/deliveries/${failed!.id}/retry`);
    expect(retry.status).toBe(200);
    const again = await receiver.waitFor((h) => h.status === 200 && h.json.event === 'lead.stage_changed' && (h.json.data.change as Json).to === back);
    expect(again.headers['x-webhook-delivery']).toBe(String(failed!.id));
    let delivered: Json | undefined;
    for (let i = 0; i < 50 && delivered?.status !== 'delivered'; i++) {
      delivered = dataOf<Json[]>(await get('admin', `/api/crm/integrations/webhooks/${hook.id}/deliveries`)).find((d) => d.id === failed!.id);
      if (delivered?.status !== 'delivered') await new Promise((r) => setTimeout(r, 100));
    }
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    const all = await get('admin', `/api/crm/integrations/webhooks/${hook.id}/deliveries`);
    expect(all.json<Json>().meta.pagination.total).toBeGreaterThanOrEqual(3);
    expect((await get('admin', `/api/crm/integrations/webhooks/${hook.id}/deliveries?status=bogus`)).status).toBe(400);
  });

  test('only subscribed events are sent; a paused webhook gets nothing; delete removes it', async () => {
    const lead = dataOf<Json[]>(await get('admin', '/api/crm/leads?per_page=1'))[0]!;
    const before = receiver.received.length;
    // lead.updated is not subscribed: a tag edit sends nothing.
    expect((await send('admin', 'PATCH', `/api/crm/leads/${lead.id}`, { tags: ['quiet'] })).status).toBe(200);
    expect((await send('admin', 'PATCH', `/api/crm/integrations/webhooks/${hook.id}`, { active: false })).status).toBe(200);
    expect((await send('admin', 'PATCH', `/api/crm/leads/${lead.id}`, { stage: lead.stage === 'appointment' ? 'nurture' : 'appointment' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.length).toBe(before);
    expect((await send('admin', 'DELETE', `/api/crm/integrations/webhooks/${hook.id}`)).status).toBe(200);
    expect(dataOf<Json[]>(await get('admin', '/api/crm/integrations/webhooks')).some((w) => w.id === hook.id)).toBe(false);
  });

  // Last: inspect() stops the server.
  test('at rest: keys only as SHA-256 hashes, secrets sealed', async () => {
    const stored = await server.inspect(async (db) => ({
      keys: await rows<{ key_hash: string; prefix: string }>(db, sql`select key_hash, prefix from integration_keys where company_id = 1`),
      dump: JSON.stringify(await rows(db, sql`select * from integration_keys`)) + JSON.stringify(await rows(db, sql`select * from audit_log where action like 'integration.%'`)),
    }));
    for (const key of keysMade) {
      expect(stored.dump).not.toContain(key);
      expect(stored.keys.map((k) => k.key_hash)).toContain(crypto.createHash('sha256').update(key).digest('hex'));
    }
  });
});
