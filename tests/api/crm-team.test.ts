import { createHash } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { rows } from '../db/harness';
import { startSmtpSink, type SmtpSink } from '../db/smtp-sink';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { dataOf } from './lead-helpers';
import { startServer, type Reply, type TestServer } from './server';

/**
 * Issue 15 item 4, /agents: who reads and who changes the team (roles × companies), invites
 * with a set-password link (mailed through the SMTP sink, one use, expiry, re-invite), profile
 * edits with the role taking effect at once, photos stored in the database, and deactivation
 * that ends sessions and moves leads to the pond or to a colleague with transfer activities.
 * prepare() adds a non-admin broker and an invitee whose link expired; company 1's seed has two
 * admins (the broker-owner and an associate broker).
 */
interface Agent { id: number; type: string; isAdmin: boolean; email: string; cookie: string }
let server: TestServer;
let sink: SmtpSink;
const who = {} as { owner: Agent; associate: Agent; broker: Agent; agent: Agent; agent2: Agent; realtor: Agent; lender: Agent; otherAdmin: Agent; expired: { id: number } };
const leadIds = {} as { a: number; b: number; c: number; d: number };
const EXPIRED_TOKEN = 'expired-token-0123456789abcdefghijklmnopqrstuvwxyz';
const SETTER = '127.0.0.7'; // set-password calls come from their own address, so the rate-limit test counts only its own

async function agentOf(db: Parameters<typeof rows>[0], companyId: number, where: ReturnType<typeof sql>): Promise<Agent> {
  const [row] = await rows<{ id: number; type: string; is_admin: boolean; email: string }>(db, sql`select id, type, is_admin, email from agents where company_id = ${companyId} and ${where} order by id limit 1`);
  if (!row) throw new Error('no such agent');
  return { id: row.id, type: row.type, isAdmin: row.is_admin, email: row.email, cookie: await seededAgentCookie({ id: row.id, companyId, type: row.type as 'agent', isAdmin: row.is_admin }) };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: sink.url, JOBS: '0', AGENT_SIGN_IN_FAILURES_PER_IP: '8' },
    prepare: async (db) => {
      who.owner = await agentOf(db, 1, sql`type = 'broker' and is_admin`);
      who.associate = await agentOf(db, 1, sql`type = 'agent' and is_admin`);
      who.agent = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      who.agent2 = await agentOf(db, 1, sql`type = 'agent' and not is_admin and id > ${who.agent.id}`);
      who.realtor = await agentOf(db, 1, sql`type = 'realtor'`);
      who.lender = await agentOf(db, 1, sql`type = 'lender'`);
      who.otherAdmin = await agentOf(db, 2, sql`is_admin`);
      await db.execute(sql`insert into agents (company_id, type, is_admin, first_name, last_name, email, password_hash)
        select 1, 'broker', false, 'Bea', 'Reader', 'bea.reader@team.test', password_hash from agents where id = ${who.agent.id}`);
      who.broker = await agentOf(db, 1, sql`email = 'bea.reader@team.test'`);
      await db.execute(sql`insert into agents (company_id, type, first_name, last_name, email) values (1, 'agent', 'Ex', 'Pired', 'ex.pired@team.test')`);
      const [expired] = await rows<{ id: number }>(db, sql`select id from agents where email = 'ex.pired@team.test'`);
      who.expired = { id: expired!.id };
      await db.execute(sql`insert into agent_invites (company_id, agent_id, token_hash, expires_at) values (1, ${expired!.id}, ${createHash('sha256').update(EXPIRED_TOKEN).digest('hex')}, now() - interval '1 day')`);
      // Four leads of company 1 with known links: a and b the agent's (b listed by the realtor), c the realtor's as buyer agent with the lender, d the lender's only.
      const found = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 and primary_lead_id is null order by id limit 4`);
      const [a, b, c, d] = found.map((r) => r.id) as [number, number, number, number];
      Object.assign(leadIds, { a, b, c, d });
      await db.execute(sql`update leads set buyer_agent_id = null, listing_agent_id = null, lender_id = null where company_id = 1 and (buyer_agent_id in (${who.agent.id}, ${who.realtor.id}) or listing_agent_id in (${who.agent.id}, ${who.realtor.id}) or lender_id in (${who.agent.id}, ${who.realtor.id}, ${who.lender.id}))`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.agent.id} where id in (${a}, ${b})`);
      await db.execute(sql`update leads set listing_agent_id = ${who.realtor.id} where id = ${b}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.realtor.id}, lender_id = ${who.lender.id} where id = ${c}`);
      await db.execute(sql`update leads set buyer_agent_id = ${who.agent2.id}, lender_id = ${who.lender.id} where id = ${d}`);
    },
  });
  // The broker added above has no seeded session: a real sign-in gives one.
  const signedIn = await call('POST', '/api/agents/login', null, { email: who.broker.email, password: 'demo1234' });
  who.broker.cookie = cookieOf(signedIn);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const call = (method: string, path: string, cookie: string | null, body?: unknown, options: { host?: string; localAddress?: string } = {}) =>
  server.request(path, { method, host: options.host, localAddress: options.localAddress, headers: { ...XHR, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
const cookieOf = (r: Reply) => ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith('agentSession='))?.split(';')[0] ?? '';
const team = async (cookie: string, query = '') => dataOf<Json[]>(await call('GET', `/api/crm/agents${query}`, cookie));
const member = async (id: number) => (await team(who.owner.cookie)).find((m) => m.id === id);
const errorsOf = (r: Reply) => r.json<Json>().errors ?? {};
let emailCount = 0;
const newEmail = () => `invitee${++emailCount}.${Date.now()}@team.test`;

/** The set-password token of the latest mail to `email` (quoted-printable undone). */
async function linkTokenFor(email: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 10_000;
  let mails = sink.received.filter((m) => m.to.includes(email));
  while (mails.length < nth && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    mails = sink.received.filter((m) => m.to.includes(email));
  }
  const raw = mails[nth - 1]?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
  const token = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  if (!token) throw new Error(`no invite link mailed to ${email}`);
  return token;
}

async function inviteSomeone(body: Json = {}): Promise<{ id: number; email: string; token: string }> {
  const email = newEmail();
  const r = await call('POST', '/api/crm/agents', who.owner.cookie, { email, firstName: 'Ivy', lastName: 'Newcomer', type: 'agent', ...body });
  expect(r.status).toBe(201);
  return { id: dataOf(r).id, email, token: await linkTokenFor(email) };
}

describe('reading the team', () => {
  test('managers read every agent of their company, deactivated and invited ones too; agents, realtors and lenders are refused', async () => {
    const list = await team(who.owner.cookie);
    expect(list.map((m) => m.id)).toEqual(expect.arrayContaining([who.owner.id, who.agent.id, who.lender.id, who.broker.id, who.expired.id]));
    expect(list.find((m) => m.id === who.otherAdmin.id)).toBeUndefined();
    const agent = list.find((m) => m.id === who.agent.id)!;
    expect(agent).toMatchObject({ type: 'agent', isAdmin: false, isActive: true, status: 'active', email: who.agent.email, invitePending: false, leads: { buyer: 2, listing: 0, lender: 0 } });
    expect(Object.keys(agent).sort()).toEqual(['bio', 'email', 'firstName', 'fullName', 'id', 'inviteExpiresAt', 'invitePending', 'isActive', 'isAdmin', 'lastLoginAt', 'lastName', 'leads', 'phone', 'photoUrl', 'site', 'status', 'type']);
    expect(list.find((m) => m.id === who.expired.id)).toMatchObject({ status: 'invited', invitePending: false });
    expect(list.find((m) => m.id === who.lender.id)!.leads.lender).toBe(2);
    expect(list.find((m) => m.id === who.realtor.id)!.leads).toEqual({ buyer: 1, listing: 1, lender: 0 });
    // A broker who is no admin reads it too.
    expect((await call('GET', '/api/crm/agents', who.broker.cookie)).status).toBe(200);
    for (const cookie of [who.agent.cookie, who.realtor.cookie, who.lender.cookie]) expect((await call('GET', '/api/crm/agents', cookie)).status).toBe(403);
    expect((await call('GET', '/api/crm/agents', null)).status).toBe(401);
    // Another company's admin sees their own company only.
    const theirs = dataOf<Json[]>(await call('GET', '/api/crm/agents', who.otherAdmin.cookie, undefined, { host: TENANT_2 }));
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.some((m) => m.id === who.owner.id)).toBe(false);
  });

  test('filters by type and status; a bad value is 400 naming it', async () => {
    expect((await team(who.owner.cookie, '?type=lender')).every((m) => m.type === 'lender')).toBe(true);
    expect((await team(who.owner.cookie, '?status=invited')).map((m) => m.id)).toContain(who.expired.id);
    expect((await team(who.owner.cookie, '?status=active')).map((m) => m.id)).not.toContain(who.expired.id);
    expect((await team(who.owner.cookie, '?type=&status=')).length).toBeGreaterThan(10);
    const bad = await call('GET', '/api/crm/agents?status=gone', who.owner.cookie);
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toHaveProperty('status');
    expect((await call('GET', '/api/crm/agents?type=boss', who.owner.cookie)).status).toBe(400);
  });

  test('the /agents screen: managers get it, agents a 403 page', async () => {
    const page = await server.request('/agents?type=lender', { headers: { cookie: who.broker.cookie } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-testid="team-page"');
    expect(page.text).not.toContain('Invite agent'); // read-only for a broker who is no admin
    expect((await server.request('/agents', { headers: { cookie: who.owner.cookie } })).text).toContain('Invite agent');
    const pending = await server.request('/featured-listings', { headers: { cookie: who.agent.cookie } });
    const mine = await server.request('/agents', { headers: { cookie: who.agent.cookie } });
    // Answered as every screen the role may not open (a browser gets the 403 page: tests/e2e/crm-access.spec.ts), never the team.
    expect(mine.status).toBe(pending.status);
    expect(mine.text).not.toContain('data-testid="team-page"');
  });
});

describe('invites and the set-password link', () => {
  test('an admin invites: 201, a mailed one-time link; the invitee sets a password, is signed in, and signs in later', async () => {
    const email = newEmail();
    const r = await call('POST', '/api/crm/agents', who.owner.cookie, { email: ` ${email} `, firstName: 'Ivy', lastName: 'Newcomer', type: 'realtor', phone: '(631) 555-0142' });
    expect(r.status).toBe(201);
    expect(dataOf(r)).toMatchObject({ email, type: 'realtor', isAdmin: false, status: 'invited', invitePending: true, phone: '+16315550142', lastLoginAt: null });
    const token = await linkTokenFor(email);
    const mail = sink.received.find((m) => m.to.includes(email))!;
    expect(mail.subject).toMatch(/invited/);

    const page = await server.request(`/set-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/Welcome, (<!-- -->)?Ivy/);
    const short = await call('POST', '/api/agents/set-password', null, { token, password: 'short' }, { localAddress: SETTER });
    expect(short.status).toBe(422);
    expect(errorsOf(short)).toHaveProperty('password');
    const set = await call('POST', '/api/agents/set-password', null, { token, password: 'a good password' }, { localAddress: SETTER });
    expect(set.status).toBe(200);
    const cookie = cookieOf(set);
    expect((await call('GET', '/api/agents/me', cookie)).json<Json>().data).toMatchObject({ email, type: 'realtor' });
    expect((await call('POST', '/api/agents/login', null, { email, password: 'a good password' })).status).toBe(200);
    expect(await member(dataOf(r).id)).toMatchObject({ status: 'active', invitePending: false, lastLoginAt: expect.any(String) });

    // The link works once, and says so.
    const again = await call('POST', '/api/agents/set-password', null, { token, password: 'another password' }, { localAddress: SETTER });
    expect(again.status).toBe(422);
    expect(errorsOf(again).token).toMatch(/already used/);
    expect((await server.request(`/set-password?token=${token}`)).text).toContain('already used');
    expect((await call('POST', `/api/crm/agents/${dataOf(r).id}/invite`, who.owner.cookie)).status).toBe(409);
    expect(dataOf(await call('GET', `/api/crm/agents/${dataOf(r).id}/invite`, who.owner.cookie))).toBeNull(); // no invitee any more
  });

  test('admins see the latest invite mail; its text and link only while it was recorded and never sent', async () => {
    const invited = await inviteSomeone();
    const seen = await call('GET', `/api/crm/agents/${invited.id}/invite`, who.owner.cookie);
    // This server has an SMTP server: the mail went out, so the link stays in the invitee's mailbox.
    expect(dataOf(seen)).toMatchObject({ status: 'sent', to: invited.email, text: null });
    expect(seen.text).not.toContain(invited.token);
    expect(dataOf(await call('GET', `/api/crm/agents/${who.expired.id}/invite`, who.owner.cookie))).toBeNull();
    expect((await call('GET', `/api/crm/agents/${invited.id}/invite`, who.broker.cookie)).status).toBe(403);
    expect((await call('GET', `/api/crm/agents/${who.otherAdmin.id}/invite`, who.owner.cookie)).status).toBe(404);
  });

  test('an expired link, a made-up one and a replaced one say what they are; a re-invite sends a new link', async () => {
    expect((await server.request(`/set-password?token=${EXPIRED_TOKEN}`)).text).toContain('expired');
    const expired = await call('POST', '/api/agents/set-password', null, { token: EXPIRED_TOKEN, password: 'a good password' }, { localAddress: SETTER });
    expect(expired.status).toBe(422);
    expect(errorsOf(expired).token).toMatch(/expired/);
    expect((await server.request('/set-password?token=nothing-like-it')).text).toContain('not valid');
    expect((await server.request('/set-password')).text).toContain('not valid');

    const invited = await inviteSomeone();
    const resent = await call('POST', `/api/crm/agents/${invited.id}/invite`, who.owner.cookie);
    expect(resent.status).toBe(200);
    const newToken = await linkTokenFor(invited.email, 2);
    expect(newToken).not.toBe(invited.token);
    const old = await call('POST', '/api/agents/set-password', null, { token: invited.token, password: 'a good password' }, { localAddress: SETTER });
    expect(errorsOf(old).token).toMatch(/newer invite/);
    expect((await call('POST', '/api/agents/set-password', null, { token: newToken, password: 'a good password' }, { localAddress: SETTER })).status).toBe(200);
    // The expired invitee gets a fresh one.
    expect((await call('POST', `/api/crm/agents/${who.expired.id}/invite`, who.owner.cookie)).json<Json>().data).toMatchObject({ status: 'invited', invitePending: true });
  });

  test('duplicate e-mail (any case, deactivated agents too) is 409 naming email; bad input is 422 naming the field; nothing is written', async () => {
    const before = (await team(who.owner.cookie)).length;
    const dup = await call('POST', '/api/crm/agents', who.owner.cookie, { email: who.agent.email.toUpperCase(), firstName: 'A', lastName: 'B', type: 'agent' });
    expect(dup.status).toBe(409);
    expect(errorsOf(dup)).toHaveProperty('email');
    const cases: [Json, string][] = [
      [{ email: 'not-an-address' }, 'email'],
      [{ type: 'boss' }, 'type'],
      [{ firstName: '   ' }, 'firstName'],
      [{ lastName: 'x'.repeat(300) }, 'lastName'],
      [{ phone: '12' }, 'phone'],
      [{ isAdmin: 'yes' }, 'isAdmin'],
      [{ firstName: 'A\u0000' }, 'firstName'],
    ];
    for (const [change, field] of cases) {
      const r = await call('POST', '/api/crm/agents', who.owner.cookie, { email: newEmail(), firstName: 'A', lastName: 'B', type: 'agent', ...change });
      expect([r.status, field]).toEqual([422, field]);
      if (field !== 'firstName' || !String(change.firstName).includes('\u0000')) expect(errorsOf(r)).toHaveProperty(field);
    }
    expect((await team(who.owner.cookie)).length).toBe(before);
  });

  test('only admins invite; the set-password call is rate-limited per address', async () => {
    for (const cookie of [who.broker.cookie, who.agent.cookie, who.lender.cookie]) {
      expect((await call('POST', '/api/crm/agents', cookie, { email: newEmail(), firstName: 'A', lastName: 'B', type: 'agent' })).status).toBe(403);
    }
    expect((await call('POST', `/api/crm/agents/${who.expired.id}/invite`, who.broker.cookie)).status).toBe(403);
    expect((await call('POST', `/api/crm/agents/${who.otherAdmin.id}/invite`, who.owner.cookie)).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call('POST', '/api/agents/set-password', null, { token: `guess-${i}`, password: 'a good password' }, { localAddress: '127.0.0.9' })).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(422));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('editing an agent', () => {
  test('an admin edits names, phone, bio, site, type and admin flag; the role counts from the next request', async () => {
    const r = await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { firstName: ' Dana ', phone: '631-555-0199', bio: 'Line one\r\nLine two', site: 'Dana-Team' });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ firstName: 'Dana', phone: '+16315550199', bio: 'Line one\nLine two', site: 'dana-team' });
    expect(dataOf(await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { phone: '', bio: null }))).toMatchObject({ phone: null, bio: null });

    expect((await call('GET', '/api/crm/agents', who.agent2.cookie)).status).toBe(403);
    expect((await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { type: 'broker' })).status).toBe(200);
    expect((await call('GET', '/api/crm/agents', who.agent2.cookie)).status).toBe(200);
    expect((await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.agent2.cookie, { bio: 'mine' })).status).toBe(403);
    expect((await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { isAdmin: true })).status).toBe(200);
    expect((await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.agent2.cookie, { bio: 'mine' })).status).toBe(200);
    expect((await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { isAdmin: false, type: 'agent' })).status).toBe(200);
    expect((await call('GET', '/api/crm/agents', who.agent2.cookie)).status).toBe(403);
  });

  test('bad values are 422 naming the field, a taken site value 409; other companies\' agents and bad ids are 404', async () => {
    expect((await call('PATCH', `/api/crm/agents/${who.realtor.id}`, who.owner.cookie, { site: 'realtor-one' })).status).toBe(200);
    const taken = await call('PATCH', `/api/crm/agents/${who.lender.id}`, who.owner.cookie, { site: 'Realtor-One' });
    expect(taken.status).toBe(409);
    expect(errorsOf(taken)).toHaveProperty('site');
    const cases: [Json, string][] = [
      [{ site: 'not a slug!' }, 'site'],
      [{ bio: 'x'.repeat(2001) }, 'bio'],
      [{ phone: 'call me' }, 'phone'],
      [{ type: 'owner' }, 'type'],
      [{ lastName: '' }, 'lastName'],
      [{ isActive: false, firstName: 'Both' }, 'isActive'],
      [{ reassignTo: 3 }, 'reassignTo'],
      [{ isActive: false, reassignTo: 2 ** 31 }, 'reassignTo'],
    ];
    for (const [body, field] of cases) {
      const r = await call('PATCH', `/api/crm/agents/${who.lender.id}`, who.owner.cookie, body);
      expect([r.status, field, errorsOf(r)[field] === undefined]).toEqual([422, field, false]);
    }
    expect(await member(who.lender.id)).toMatchObject({ isActive: true, site: expect.not.stringMatching(/realtor/) });
    expect((await call('PATCH', `/api/crm/agents/${who.otherAdmin.id}`, who.owner.cookie, { bio: 'x' })).status).toBe(404);
    expect((await call('PATCH', `/api/crm/agents/${who.owner.id}`, who.otherAdmin.cookie, { bio: 'x' }, { host: TENANT_2 })).status).toBe(404);
    for (const id of ['abc', '0', '99999999999', '2147483647']) expect((await call('PATCH', `/api/crm/agents/${id}`, who.owner.cookie, { bio: 'x' })).status).toBe(404);
  });

  test('an admin cannot remove their own flag; two admins demoting each other at once leave one admin', async () => {
    const self = await call('PATCH', `/api/crm/agents/${who.owner.id}`, who.owner.cookie, { isAdmin: false });
    expect(self.status).toBe(422);
    expect(errorsOf(self)).toHaveProperty('isAdmin');
    const [a, b] = await Promise.all([
      call('PATCH', `/api/crm/agents/${who.associate.id}`, who.owner.cookie, { isAdmin: false }),
      call('PATCH', `/api/crm/agents/${who.owner.id}`, who.associate.cookie, { isAdmin: false }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const admins = (await team(a.status === 200 ? who.owner.cookie : who.associate.cookie)).filter((m) => m.isAdmin && m.isActive && [who.owner.id, who.associate.id].includes(m.id));
    expect(admins).toHaveLength(1);
    // Put things back for the other tests.
    const boss = admins[0]!.id === who.owner.id ? who.owner : who.associate;
    const other = boss === who.owner ? who.associate : who.owner;
    expect((await call('PATCH', `/api/crm/agents/${other.id}`, boss.cookie, { isAdmin: true })).status).toBe(200);
  });
});

/** A GET's bytes and type (server.request reads text), as company 1's host. */
function bytesOf(pathname: string): Promise<{ status: number; type: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: server.port, path: pathname, headers: { host: `localhost:${server.port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('photos', () => {
  test('an image is stored as a square JPEG and served from a versioned URL the public pages use', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
    const r = await server.request(`/api/crm/agents/${who.realtor.id}/photo`, { method: 'POST', headers: { cookie: who.owner.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'image/png' }, body: png });
    expect(r.status).toBe(200);
    const url = dataOf(r).photoUrl as string;
    expect(url).toMatch(new RegExp(`^/api/agents/${who.realtor.id}/photo\\?v=[\\w-]+$`));
    const photo = await server.request(url);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toContain('immutable');
    expect(photo.text.length).toBeGreaterThan(500);
    // The public agent pages read photo_url as they did the seeded /images/agents files.
    expect((await server.request(`/api/agents/${who.realtor.id}/profile`)).text).toContain(url);
    // Another company's host does not serve it.
    expect((await server.request(url, { host: TENANT_2 })).status).toBe(404);
    // A new photo is a new URL.
    const webp = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#a37' } }).webp().toBuffer();
    const second = await server.request(`/api/crm/agents/${who.realtor.id}/photo`, { method: 'POST', headers: { cookie: who.owner.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'image/webp' }, body: webp });
    expect(dataOf(second).photoUrl).not.toBe(url);
  });

  test('SPEC §9 widths: an uploaded or seeded photo is served resized for ?w=90|175|180|350; other widths 400', async () => {
    const upload = member(who.realtor.id).then((m) => m!.photoUrl!);
    const seeded = (await server.request('/api/agents')).json<{ data: { photo: string | null }[] }>().data.map((a) => a.photo).find((p) => p?.startsWith('/images/agents/'));
    expect(seeded).toBeDefined();
    for (const url of [await upload, seeded!]) {
      const join = url.includes('?') ? '&' : '?';
      const small = await bytesOf(`${url}${join}w=90`);
      expect(small.status).toBe(200);
      expect(small.type).toBe('image/jpeg');
      expect(await sharp(small.body).metadata()).toMatchObject({ format: 'jpeg', width: 90, height: 90 });
      expect((await sharp((await bytesOf(`${url}${join}w=175`)).body).metadata()).width).toBe(175);
      for (const bad of ['91', '2000', 'x', '']) expect([url, bad, (await bytesOf(`${url}${join}w=${bad}`)).status]).toEqual([url, bad, 400]);
    }
    // The stored upload is 400 px: 350 is made from it; the seeded 175 px photo is never enlarged.
    expect((await sharp((await bytesOf(`${await upload}&w=350`)).body).metadata()).width).toBe(350);
    expect((await sharp((await bytesOf(`${seeded!}?w=350`)).body).metadata()).width).toBe(175);
  });

  test('a non-image, a wrong type and an oversize file are refused; only admins upload', async () => {
    const post = (body: Buffer, type: string, cookie = who.owner.cookie) =>
      server.request(`/api/crm/agents/${who.lender.id}/photo`, { method: 'POST', headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': type }, body });
    const text = await post(Buffer.from('not an image at all'), 'image/jpeg');
    expect(text.status).toBe(422);
    expect(errorsOf(text)).toHaveProperty('photo');
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await post(gif, 'image/jpeg')).status).toBe(422);
    expect((await post(gif, 'image/gif')).status).toBe(422);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    expect((await post(big, 'image/jpeg')).status).toBe(413);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await post(png, 'image/png', who.broker.cookie)).status).toBe(403);
    expect((await server.request(`/api/crm/agents/${who.otherAdmin.id}/photo`, { method: 'POST', headers: { cookie: who.owner.cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'image/png' }, body: png })).status).toBe(404);
    expect((await member(who.lender.id))!.photoUrl).not.toMatch(/^\/api\/agents/);
  });
});

describe('deactivation', () => {
  const transfersOf = async (leadId: number) =>
    dataOf<Json[]>(await call('GET', `/api/crm/leads/${leadId}/activities?tab=actions`, who.owner.cookie)).filter((a) => a.type === 'transfer');
  const lead = async (id: number) => dataOf(await call('GET', `/api/crm/leads/${id}`, who.owner.cookie));

  test('to the pond: their sessions end, their buyer leads lose their agent, each with a transfer activity', async () => {
    const signedIn = await call('POST', '/api/agents/login', null, { email: who.agent.email, password: 'demo1234' });
    const cookie = cookieOf(signedIn);
    expect((await call('GET', '/api/agents/me', cookie)).status).toBe(200);
    const r = await call('PATCH', `/api/crm/agents/${who.agent.id}`, who.owner.cookie, { isActive: false });
    expect(r.status).toBe(200);
    expect(dataOf(r)).toEqual({ id: who.agent.id, isActive: false, leadsToPond: 2 });
    expect((await call('GET', '/api/agents/me', cookie)).status).toBe(401);
    for (const id of [leadIds.a, leadIds.b]) {
      expect((await lead(id)).buyerAgentId).toBeNull();
      expect((await transfersOf(id))[0]?.data).toMatchObject({ type: 'agent', from: who.agent.id, to: null });
    }
    expect(await member(who.agent.id)).toMatchObject({ status: 'deactivated', isActive: false, leads: { buyer: 0, listing: 0, lender: 0 } });
    // Reactivated: they may sign in again; nothing moves back.
    expect(dataOf(await call('PATCH', `/api/crm/agents/${who.agent.id}`, who.owner.cookie, { isActive: true }))).toMatchObject({ isActive: true });
    expect((await call('POST', '/api/agents/login', null, { email: who.agent.email, password: 'demo1234' })).status).toBe(200);
    expect((await lead(leadIds.a)).buyerAgentId).toBeNull();
  });

  test('to a colleague: buyer and listing links follow a broker; a lender\'s links follow a lender, or are cleared for anyone else', async () => {
    const r = await call('PATCH', `/api/crm/agents/${who.realtor.id}`, who.owner.cookie, { isActive: false, reassignTo: who.broker.id });
    expect(dataOf(r)).toEqual({ id: who.realtor.id, isActive: false, leadsToPond: 0, leadsReassigned: 2, reassignedTo: who.broker.id });
    expect(await lead(leadIds.c)).toMatchObject({ buyerAgentId: who.broker.id, lenderId: who.lender.id });
    expect((await lead(leadIds.b)).listingAgentId).toBe(who.broker.id);
    expect((await transfersOf(leadIds.b))[0]?.data).toMatchObject({ type: 'listingAgent', from: who.realtor.id, to: who.broker.id, toName: 'Bea Reader' });

    // A lender's leads handed to an agent: the agent cannot be a lender, so the links are cleared (buyer agents stay).
    const off = await call('PATCH', `/api/crm/agents/${who.lender.id}`, who.owner.cookie, { isActive: false, reassignTo: who.agent2.id });
    expect(dataOf(off)).toMatchObject({ leadsToPond: 0, leadsReassigned: 0, reassignedTo: who.agent2.id });
    expect(await lead(leadIds.d)).toMatchObject({ buyerAgentId: who.agent2.id, lenderId: null });
    expect((await transfersOf(leadIds.d))[0]?.data).toMatchObject({ type: 'lender', from: who.lender.id, to: null });
    expect((await call('PATCH', `/api/crm/agents/${who.lender.id}`, who.owner.cookie, { isActive: true })).status).toBe(200);
  });

  test('refused: oneself, an inactive or foreign target, the agent themselves, non-admins — and nothing moves', async () => {
    await call('PATCH', `/api/crm/agents/${who.owner.id}`, who.owner.cookie, {}); // a no-op edit is fine
    const self = await call('PATCH', `/api/crm/agents/${who.owner.id}`, who.owner.cookie, { isActive: false });
    expect(self.status).toBe(422);
    expect(errorsOf(self)).toHaveProperty('isActive');
    const cases: [number, string][] = [
      [who.realtor.id, 'deactivated'], // still off from the test before
      [who.otherAdmin.id, 'No such agent'],
      [who.agent2.id, 'other than'],
    ];
    for (const [target, words] of cases) {
      const r = await call('PATCH', `/api/crm/agents/${who.agent2.id}`, who.owner.cookie, { isActive: false, reassignTo: target });
      expect([r.status, errorsOf(r).reassignTo]).toEqual([422, expect.stringContaining(words)]);
    }
    expect((await member(who.agent2.id))!.isActive).toBe(true);
    for (const cookie of [who.broker.cookie, who.agent2.cookie]) expect((await call('PATCH', `/api/crm/agents/${who.lender.id}`, cookie, { isActive: false })).status).toBe(403);
    expect((await call('PATCH', `/api/crm/agents/${who.owner.id}`, who.otherAdmin.cookie, { isActive: false }, { host: TENANT_2 })).status).toBe(404);
  });

  test('a deactivated invitee\'s link stops working', async () => {
    const invited = await inviteSomeone();
    expect((await call('PATCH', `/api/crm/agents/${invited.id}`, who.owner.cookie, { isActive: false })).status).toBe(200);
    const r = await call('POST', '/api/agents/set-password', null, { token: invited.token, password: 'a good password' }, { localAddress: SETTER });
    expect(r.status).toBe(422);
    expect(errorsOf(r).token).toMatch(/deactivated/);
  });
});
