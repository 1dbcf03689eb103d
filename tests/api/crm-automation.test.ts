import { sql } from 'drizzle-orm';
import { DEFAULT_AUTOMATION_SETTINGS } from '@/lib/automation/settings-schema';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * /settings → Automation's API (DESIGN §12 triggers): brokers and admins read
 * GET /api/crm/automation, admins replace it with PUT; agents, realtors and lenders get 403.
 * Each company has its own. Bad input (unknown template fields, delays out of range, a
 * sending window that ends before it starts, keys that do not exist): 422 naming the field,
 * and nothing changes.
 */
interface Agent { id: number; companyId: number; type: 'agent' | 'broker' | 'realtor' | 'lender'; isAdmin: boolean }
let server: TestServer;
const who = {} as { broker: Agent; admin: Agent; agent: Agent; realtor: Agent; lender: Agent; admin2: Agent };

async function agentOf(db: Parameters<typeof rows>[0], companyId: number, where: ReturnType<typeof sql>): Promise<Agent> {
  const [row] = await rows<{ id: number; type: Agent['type']; is_admin: boolean }>(db, sql`select id, type, is_admin from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`);
  if (!row) throw new Error('no such agent');
  return { id: row.id, companyId, type: row.type, isAdmin: row.is_admin };
}

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      // A broker who is not an admin: brokers read, admins write.
      who.broker = await agentOf(db, 1, sql`type = 'broker'`);
      await db.execute(sql`update agents set is_admin = false where id = ${who.broker.id}`);
      who.broker.isAdmin = false;
      who.agent = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      who.realtor = await agentOf(db, 1, sql`type = 'realtor' and not is_admin`);
      who.lender = await agentOf(db, 1, sql`type = 'lender' and not is_admin`);
      // An admin who is an agent by type: admins are managers whatever their type.
      await db.execute(sql`update agents set is_admin = true where id = ${who.agent.id}`);
      who.admin = { ...who.agent, isAdmin: true };
      who.agent = await agentOf(db, 1, sql`type = 'agent' and not is_admin`);
      const broker2 = await agentOf(db, 2, sql`type = 'broker'`);
      await db.execute(sql`update agents set is_admin = true where id = ${broker2.id}`);
      who.admin2 = { ...broker2, isAdmin: true };
      // Each company starts from the defaults here (the seed writes its own).
      await db.execute(sql`delete from automation_settings`);
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const call = () => caller(server);
const as = async (agent: Agent) => ({ cookie: await seededAgentCookie({ id: agent.id, companyId: agent.companyId, type: agent.type, isAdmin: agent.isAdmin }) });
const host = (agent: Agent) => (agent.companyId === 2 ? TENANT_2 : undefined);
const get = async (agent: Agent) => call()('GET', '/api/crm/automation', await as(agent), undefined, host(agent));
const put = async (agent: Agent, body: unknown) => call()('PUT', '/api/crm/automation', await as(agent), body, host(agent));
const settingsOf = async (agent: Agent) => dataOf<{ settings: Json }>(await get(agent)).settings;

describe('who may', () => {
  test('brokers read (canEdit false), admins read and may edit', async () => {
    const broker = await get(who.broker);
    expect(broker.status).toBe(200);
    expect(dataOf(broker)).toMatchObject({ settings: DEFAULT_AUTOMATION_SETTINGS, canEdit: false, updatedAt: null });
    expect(dataOf(await get(who.admin))).toMatchObject({ canEdit: true });
  });
  test('agents, realtors and lenders: 403; nobody signed in: 401', async () => {
    for (const agent of [who.agent, who.realtor, who.lender]) expect((await get(agent)).status).toBe(403);
    expect((await call()('GET', '/api/crm/automation', null)).status).toBe(401);
  });
  test('only admins save: a broker’s PUT is 403 and changes nothing', async () => {
    const r = await put(who.broker, { ...DEFAULT_AUTOMATION_SETTINGS, claimWindowMinutes: 30 });
    expect(r.status).toBe(403);
    for (const agent of [who.agent, who.lender]) expect((await put(agent, DEFAULT_AUTOMATION_SETTINGS)).status).toBe(403);
    expect((await settingsOf(who.broker)).claimWindowMinutes).toBe(DEFAULT_AUTOMATION_SETTINGS.claimWindowMinutes);
  });
});

describe('saving', () => {
  const changed = {
    ...DEFAULT_AUTOMATION_SETTINGS,
    welcomeEmail: { enabled: true, subject: 'Hello {{lead.firstName}} from {{company.name}}', body: 'Hi {{ lead.firstName }},\nI am {{agent.fullName}}.' },
    delayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.delayedEmail, afterDays: 5, enabled: false },
    claimWindowMinutes: 25,
    sendingHours: { start: '09:00', end: '20:30' },
  };

  test('an admin replaces the settings; brokers read the new ones; the other company keeps its own', async () => {
    const r = await put(who.admin, changed);
    expect(r.status).toBe(200);
    expect(dataOf(r)).toMatchObject({ settings: changed, canEdit: true, updatedAt: expect.any(String) });
    expect(await settingsOf(who.broker)).toEqual(changed);
    expect(await settingsOf(who.admin2)).toEqual(DEFAULT_AUTOMATION_SETTINGS);
    // Company 2's admin saves its own without touching company 1's.
    expect((await put(who.admin2, { ...DEFAULT_AUTOMATION_SETTINGS, claimWindowMinutes: 3 })).status).toBe(200);
    expect(await settingsOf(who.broker)).toEqual(changed);
    expect((await settingsOf(who.admin2)).claimWindowMinutes).toBe(3);
  });

  test.each([
    ['an unknown template field', { welcomeEmail: { ...changed.welcomeEmail, body: 'Hi {{lead.frstName}}' } }, 'welcomeEmail.body', /lead\.frstName/],
    ['an unknown field in a subject', { sellerDelayedEmail: { ...changed.sellerDelayedEmail, subject: '{{agent.nickname}}' } }, 'sellerDelayedEmail.subject', /agent\.nickname/],
    ['an unknown field in the smart text', { smartText: { enabled: true, body: '{{x}}' } }, 'smartText.body', /\{\{x\}\}/],
    ['a negative delay', { delayedEmail: { ...changed.delayedEmail, afterDays: -1 } }, 'delayedEmail.afterDays', /at least 1/],
    ['a delay beyond int4', { delayedEmail: { ...changed.delayedEmail, afterDays: 2 ** 31 } }, 'delayedEmail.afterDays', /at most 60/],
    ['a delay that is not a number', { sellerDelayedEmail: { ...changed.sellerDelayedEmail, afterDays: '3' } }, 'sellerDelayedEmail.afterDays', /whole number/],
    ['a claim window of zero', { claimWindowMinutes: 0 }, 'claimWindowMinutes', /at least 1/],
    ['sending hours that end before they start', { sendingHours: { start: '20:00', end: '09:00' } }, 'sendingHours.end', /before/],
    ['a time that is not one', { sendingHours: { start: '9am', end: '20:00' } }, 'sendingHours.start', /HH:MM/],
    ['an empty subject', { welcomeEmail: { ...changed.welcomeEmail, subject: '  ' } }, 'welcomeEmail.subject', /empty/],
    ['a switch that is not a boolean', { autoCall: { enabled: 'yes' } }, 'autoCall.enabled', /true or false/],
  ])('%s: 422 naming the field, nothing changed', async (_, change, field, message) => {
    const r = await put(who.admin, { ...changed, ...change });
    expect(r.status).toBe(422);
    const errors = r.json().errors ?? {};
    expect(errors[field]).toMatch(message);
    expect(await settingsOf(who.admin)).toEqual(changed);
  });

  test('a key that does not exist, a missing section, not an object: 422, nothing changed', async () => {
    expect((await put(who.admin, { ...changed, surprise: 1 })).status).toBe(422);
    const missing: Json = { ...changed };
    delete missing.hotLeadAlerts;
    const r = await put(who.admin, missing);
    expect(r.status).toBe(422);
    expect(Object.keys(r.json().errors ?? {})).toContain('hotLeadAlerts');
    expect((await put(who.admin, '[]')).status).toBe(422);
    expect((await put(who.admin, { ...changed, welcomeEmail: { ...changed.welcomeEmail, body: 'a\u0000b' } })).status).toBeGreaterThanOrEqual(400);
    expect(await settingsOf(who.admin)).toEqual(changed);
  });
});
