import { sql } from 'drizzle-orm';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import * as t from '@/lib/db/schema';
import { rows } from '../db/harness';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../db/smtp-sink';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * E-mail campaigns through a real server, its job runner and an SMTP sink (issue 17 item 5):
 * admins only (403 for brokers, agents and lenders; another company's campaign 404); bad input
 * 422 naming the field; the segment is the leads list's filter (the same leads as GET
 * /api/crm/leads); the preview renders for a lead of it; a send reaches each lead once with
 * tracking and List-Unsubscribe; opens, clicks and unsubscribes land on the campaign; an
 * unsubscribed lead is skipped by the next campaign. The rate and two runners at once:
 * tests/db/campaign-sending.test.ts, with a test clock.
 */
let server: TestServer;
let sink: SmtpSink;
const TAG = 'api-campaign';
const people = { admin: 0, broker: 0, agent: 0, lender: 0, inactive: 0, adminTwo: 0, agentTwo: 0 };
const leads = { mailed: [] as number[], unsub: 0, other: 0, outside: 0 };
const stamp = Date.now();

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: sink.url, JOBS_INTERVAL_MS: '500' },
    prepare: async (db) => {
      const pick = async (where: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(db, sql`select id from agents where ${where} order by id limit 1`))[0]?.id);
      people.admin = await pick(sql`company_id = 1 and is_admin and is_active`);
      // The demo's broker is its admin too: a broker who is not, with a session as the seed makes them.
      const [broker] = await db.insert(t.agents).values({ companyId: 1, type: 'broker', isAdmin: false, firstName: 'Plain', lastName: 'Broker', email: `plain-broker-${stamp}@example.com` }).returning({ id: t.agents.id });
      people.broker = broker!.id;
      await db.insert(t.sessions).values({ id: seededSessionId('agent', 1, broker!.id, new TextEncoder().encode(API_AUTH_SECRET)), companyId: 1, kind: 'agent', agentId: broker!.id, expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date(), lastSeenAt: new Date() });
      people.agent = await pick(sql`company_id = 1 and type = 'agent' and not is_admin and is_active`);
      people.lender = await pick(sql`company_id = 1 and type = 'lender' and is_active`);
      people.adminTwo = await pick(sql`company_id = 2 and is_admin and is_active`);
      people.agentTwo = await pick(sql`company_id = 2 and type = 'agent' and is_active`);
      people.inactive = Number((await rows<{ id: number }>(db, sql`insert into agents (company_id, type, first_name, last_name, email, is_active)
        values (1, 'agent', 'Gone', 'Away', ${`gone-${stamp}@example.com`}, false) returning id`))[0]!.id);
      const lead = async (companyId: number, first: string, status: string, tag = TAG) =>
        Number((await rows<{ id: number }>(db, sql`insert into leads (company_id, first_name, last_name, email, email_status, tags)
          values (${companyId}, ${first}, 'Mkt', ${`${first.toLowerCase()}-${stamp}@example.com`}, ${status}, ${`{${tag}}`}::text[]) returning id`))[0]!.id);
      leads.mailed = [await lead(1, 'Ada', 'valid'), await lead(1, 'Bea', 'valid'), await lead(1, 'Cyd', 'unknown')];
      leads.unsub = await lead(1, 'Dee', 'unsub');
      leads.other = await lead(1, 'Eve', 'valid', 'not-this-one');
      leads.outside = await lead(2, 'Fay', 'valid');
      for (const [k, v] of Object.entries(people)) if (!Number.isInteger(v) || v <= 0) throw new Error(`no ${k}`);
    },
  });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

type As = { cookie: string } | null;
const as = async (id: number, companyId: number, type: 'broker' | 'agent' | 'lender', isAdmin: boolean): Promise<As> => ({ cookie: await seededAgentCookie({ id, companyId, type, isAdmin }) });
const admin = () => as(people.admin, 1, 'broker', true);
const adminTwo = () => as(people.adminTwo, 2, 'broker', true);
const call = (method: string, path: string, who: As, body?: unknown, host?: string) => caller(server)(method, path, who, body, host);
const good = () => ({ name: `Spring news ${stamp}`, subject: 'Spring homes for {{lead.firstName}}', body: 'Hi {{lead.firstName}},\n\nSee https://example.com/spring?x=1\n\n{{agent.fullName}}', fromAgentId: people.admin, segment: { tag: TAG } });
const errorsOf = (r: { json: <T>() => T }) => r.json<{ errors?: Record<string, string> }>().errors ?? {};
const waitFor = async (match: (m: ReceivedMail) => boolean, n: number) => {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const found = sink.received.filter(match);
    if (found.length >= n || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
};
const linksOf = (mail: ReceivedMail, kind: 'click' | 'open' | 'unsubscribe') => [
  ...new Set([...mail.html.matchAll(new RegExp(`"(http://[^"]+/api/mail/${kind}\\?t=[^"]+)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'))),
];
const follow = (link: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const url = new URL(link);
  return server.request(url.pathname + url.search, { host: url.host, ...init });
};
const waitForStatus = async (id: number, status: string) => {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const c = dataOf<Json>(await call('GET', `/api/crm/campaigns/${id}`, await admin()));
    if (c.status === status || Date.now() > deadline) return c;
    await new Promise((r) => setTimeout(r, 200));
  }
};

let campaignId = 0;

describe('who may', () => {
  test('admins only: 401 for a visitor, 403 for a broker, an agent and a lender (each refusal audited by route())', async () => {
    expect((await call('GET', '/api/crm/campaigns', null)).status).toBe(401);
    for (const who of [await as(people.broker, 1, 'broker', false), await as(people.agent, 1, 'agent', false), await as(people.lender, 1, 'lender', false)]) {
      expect((await call('GET', '/api/crm/campaigns', who)).status).toBe(403);
      expect((await call('POST', '/api/crm/campaigns', who, good())).status).toBe(403);
    }
    const list = await call('GET', '/api/crm/campaigns', await admin());
    expect(list.status).toBe(200);
    // The demo's campaigns: a sent one with opens and clicks, and a draft.
    const names = dataOf<Json[]>(list).map((c) => [c.name, c.status]);
    expect(names).toEqual(expect.arrayContaining([['Monthly market update', 'sent'], ['Open house weekend', 'draft']]));
    const sent = dataOf<Json[]>(list).find((c) => c.name === 'Monthly market update')!;
    expect(sent.figures.sent).toBeGreaterThan(0);
    expect(sent.figures.opened).toBeGreaterThan(0);
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['an empty subject', { subject: '   ' }, 'subject'],
    ['a body over the limit', { body: 'x'.repeat(20_001) }, 'body'],
    ['an unknown template field', { body: 'Hi {{lead.frstName}}' }, 'body'],
    ['an unknown field in the subject', { subject: '{{agent.shoeSize}}' }, 'subject'],
    ['an unknown filter', { segment: { colour: 'red' } }, 'segment.colour'],
    ['a stage that does not exist', { segment: { stage: ['dreaming'] } }, 'segment.stage'],
    ['an agent id out of range', { segment: { agentId: 2 ** 31 } }, 'segment.agentId'],
    ['a segment that is not an object', { segment: 'tag=x' }, 'segment'],
    ['a sender of another company', { fromAgentId: 0 }, 'fromAgentId'],
    ['a sender id beyond int4', { fromAgentId: 2 ** 31 }, 'fromAgentId'],
    ['a NUL in the name', { name: 'a\u0000b' }, 'name'],
  ];
  test.each(cases)('%s', async (_, patch, field) => {
    const body = { ...good(), ...patch };
    if (field === 'fromAgentId' && patch.fromAgentId === 0) body.fromAgentId = people.agentTwo;
    const r = await call('POST', '/api/crm/campaigns', await admin(), body);
    expect(r.status).toBe(422);
    expect(Object.keys(errorsOf(r))).toContain(field);
  });
  test('an inactive agent as sender, a missing field, an unknown key', async () => {
    const inactive = await call('POST', '/api/crm/campaigns', await admin(), { ...good(), fromAgentId: people.inactive });
    expect(inactive.status).toBe(422);
    expect(errorsOf(inactive).fromAgentId).toMatch(/active agent/);
    const noSubject: Partial<ReturnType<typeof good>> = good();
    delete noSubject.subject;
    expect(Object.keys(errorsOf(await call('POST', '/api/crm/campaigns', await admin(), noSubject)))).toContain('subject');
    expect((await call('POST', '/api/crm/campaigns', await admin(), { ...good(), extra: 1 })).status).toBe(422);
    const list = dataOf<Json[]>(await call('GET', '/api/crm/campaigns', await admin()));
    expect(list.filter((c) => c.name === good().name)).toHaveLength(0);
  });
});

describe('a campaign from draft to sent', () => {
  test('created as a draft; another company’s admin gets 404 for every call on it', async () => {
    const r = await call('POST', '/api/crm/campaigns', await admin(), good());
    expect(r.status).toBe(201);
    const c = dataOf<Json>(r);
    campaignId = c.id;
    expect(c).toMatchObject({ status: 'draft', segment: { tag: TAG }, fromAgent: { id: people.admin }, figures: { recipients: 0 } });
    const two = await adminTwo();
    expect((await call('GET', `/api/crm/campaigns/${campaignId}`, two, undefined, TENANT_2)).status).toBe(404);
    expect((await call('PATCH', `/api/crm/campaigns/${campaignId}`, two, { name: 'Mine' }, TENANT_2)).status).toBe(404);
    expect((await call('GET', `/api/crm/campaigns/${campaignId}/preview`, two, undefined, TENANT_2)).status).toBe(404);
    expect((await call('POST', `/api/crm/campaigns/${campaignId}/send`, two, {}, TENANT_2)).status).toBe(404);
    expect((await call('POST', `/api/crm/campaigns/${campaignId}/cancel`, two, {}, TENANT_2)).status).toBe(404);
    expect(dataOf<Json[]>(await call('GET', '/api/crm/campaigns', two, undefined, TENANT_2)).some((x) => x.id === campaignId)).toBe(false);
    for (const path of ['/api/crm/campaigns/2000000000', '/api/crm/campaigns/abc', '/api/crm/campaigns/99999999999']) {
      expect((await call('GET', path, await admin())).status).toBe(404);
    }
  });

  test('the segment is the leads list’s filter: the preview counts the same leads as GET /api/crm/leads?tag=', async () => {
    const listed = await call('GET', `/api/crm/leads?tag=${TAG}&per_page=100`, await admin());
    const ids = dataOf<Json[]>(listed).map((l) => l.id).sort((a, b) => a - b);
    expect(ids).toEqual([...leads.mailed, leads.unsub].sort((a, b) => a - b));
    const preview = dataOf<Json>(await call('GET', `/api/crm/campaigns/${campaignId}/preview`, await admin()));
    expect(preview).toMatchObject({ recipients: ids.length, willSend: 3, skipped: [{ reason: 'unsubscribed', count: 1 }] });
    expect(leads.mailed).toContain(preview.lead.id);
    expect(preview.subject).toMatch(/^Spring homes for (Ada|Bea|Cyd)$/);
    expect(preview.html).toContain('Unsubscribe');
    const bea = dataOf<Json>(await call('GET', `/api/crm/campaigns/${campaignId}/preview?leadId=${leads.mailed[1]}`, await admin()));
    expect(bea.subject).toBe('Spring homes for Bea');
    expect(bea.html).toContain('Hi Bea,');
    expect(bea.lead).toMatchObject({ id: leads.mailed[1], email: `bea-${stamp}@example.com` });
    expect((await call('GET', `/api/crm/campaigns/${campaignId}/preview?leadId=${leads.other}`, await admin())).status).toBe(404);
    expect((await call('GET', `/api/crm/campaigns/${campaignId}/preview?leadId=${leads.outside}`, await admin())).status).toBe(404);
    expect((await call('GET', `/api/crm/campaigns/${campaignId}/preview?leadId=abc`, await admin())).status).toBe(400);
  });

  test('edited while a draft; a schedule beyond a year is refused; sent, then neither edited nor sent again (409)', async () => {
    const patched = await call('PATCH', `/api/crm/campaigns/${campaignId}`, await admin(), { name: `Spring news ${stamp} (final)` });
    expect(patched.status).toBe(200);
    expect((await call('PATCH', `/api/crm/campaigns/${campaignId}`, await admin(), {})).status).toBe(422);
    const far = await call('POST', `/api/crm/campaigns/${campaignId}/send`, await admin(), { at: new Date(Date.now() + 400 * 86_400_000).toISOString() });
    expect(far.status).toBe(422);
    expect(errorsOf(far)).toHaveProperty('at');
    expect((await call('POST', `/api/crm/campaigns/${campaignId}/send`, await admin(), { at: 'tomorrow' })).status).toBe(422);
    const sent = await call('POST', `/api/crm/campaigns/${campaignId}/send`, await admin(), {});
    expect(sent.status).toBe(200);
    expect(dataOf<Json>(sent)).toMatchObject({ figures: { recipients: 4, skipped: 1 } });
    expect(['sending', 'sent']).toContain(dataOf<Json>(sent).status);
    expect((await call('PATCH', `/api/crm/campaigns/${campaignId}`, await admin(), { name: 'Too late' })).status).toBe(409);
    expect((await call('POST', `/api/crm/campaigns/${campaignId}/send`, await admin(), {})).status).toBe(409);
  });

  test('the job mails each reachable lead once, tracked, with List-Unsubscribe; the unsubscribed lead gets nothing', async () => {
    const mine = (m: ReceivedMail) => m.subject.startsWith('Spring homes for');
    const received = await waitFor(mine, 3);
    expect(received.map((m) => m.subject).sort()).toEqual(['Spring homes for Ada', 'Spring homes for Bea', 'Spring homes for Cyd']);
    for (const mail of received) {
      expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?t=.+>$/);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(linksOf(mail, 'open')).toHaveLength(1);
      expect(linksOf(mail, 'click')).toHaveLength(1);
    }
    expect(sink.received.some((m) => m.to.some((t) => t.startsWith('dee-')))).toBe(false);
    const done = await waitForStatus(campaignId, 'sent');
    expect(done).toMatchObject({ status: 'sent', figures: { recipients: 4, sent: 3, skipped: 1, queued: 0 }, skipReasons: [{ reason: 'unsubscribed', count: 1 }] });
    // Each lead's timeline says it: an `email` naming the campaign.
    const timeline = dataOf<Json[]>(await call('GET', `/api/crm/leads/${leads.mailed[0]}/activities`, await admin()));
    expect(timeline.some((a) => a.type === 'email' && a.data?.campaignId === campaignId)).toBe(true);
  });

  test('an open, a click and an unsubscribe land on the campaign’s figures; the next campaign skips that lead', async () => {
    const ada = (await waitFor((m) => m.subject === 'Spring homes for Ada', 1))[0]!;
    expect((await follow(linksOf(ada, 'open')[0]!)).status).toBe(200);
    const click = await follow(linksOf(ada, 'click')[0]!);
    expect(click.status).toBe(303);
    expect(click.headers.location).toBe('https://example.com/spring?x=1');
    const bea = (await waitFor((m) => m.subject === 'Spring homes for Bea', 1))[0]!;
    const unsubscribe = await follow(linksOf(bea, 'unsubscribe')[0]!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(unsubscribe.status).toBe(200);
    const figures = dataOf<Json>(await call('GET', `/api/crm/campaigns/${campaignId}`, await admin())).figures;
    // Bea's unsubscribe counts as an open of the mail too.
    expect(figures).toMatchObject({ opened: 2, clicked: 1, unsubscribed: 1 });

    const second = dataOf<Json>(await call('POST', '/api/crm/campaigns', await admin(), { ...good(), name: `Summer ${stamp}`, subject: 'Summer homes for {{lead.firstName}}' }));
    const preview = dataOf<Json>(await call('GET', `/api/crm/campaigns/${second.id}/preview`, await admin()));
    expect(preview).toMatchObject({ recipients: 4, willSend: 2, skipped: [{ reason: 'unsubscribed', count: 2 }] });
    expect((await call('POST', `/api/crm/campaigns/${second.id}/send`, await admin(), {})).status).toBe(200);
    const received = await waitFor((m) => m.subject.startsWith('Summer homes for'), 2);
    await waitForStatus(second.id, 'sent');
    expect(received.map((m) => m.subject).sort()).toEqual(['Summer homes for Ada', 'Summer homes for Cyd']);
  });

  test('a scheduled campaign waits and can be cancelled, once', async () => {
    const third = dataOf<Json>(await call('POST', '/api/crm/campaigns', await admin(), { ...good(), name: `Autumn ${stamp}` }));
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call('POST', `/api/crm/campaigns/${third.id}/send`, await admin(), { at });
    expect(dataOf<Json>(scheduled)).toMatchObject({ status: 'scheduled', scheduledAt: at, figures: { recipients: 0 } });
    const cancelled = await call('POST', `/api/crm/campaigns/${third.id}/cancel`, await admin(), {});
    expect(dataOf<Json>(cancelled).status).toBe('cancelled');
    expect((await call('POST', `/api/crm/campaigns/${third.id}/cancel`, await admin(), {})).status).toBe(409);
    expect((await call('POST', `/api/crm/campaigns/${third.id}/send`, await admin(), {})).status).toBe(409);
  });
});
