import { createHmac } from 'node:crypto';
import * as t from '@/lib/db/schema';
import type { AgentType } from '@/lib/db/schema/agents';
import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { applyActionPlan } from '@/lib/automation/plans/apply';
import { replyAddressFor } from '@/lib/hooks/reply-address';
import { startSmsGateway, type SmsGateway } from '../fakes/sms-gateway';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { API_AUTH_SECRET, startServer, type TestServer } from './server';

/**
 * DESIGN §12 inbound hooks: texts, e-mail replies, calls and Gmail arrive signed (HMAC-SHA256
 * over "timestamp.body", HOOKS_SECRET) and land on the right lead's timeline and in the inbox,
 * pausing its plans; the SMS gateway (a real fake on loopback) reports delivery. Bad or stale
 * signatures 401, unknown numbers and senders 404, replays write once, nothing changes on a 4xx.
 */
let server: TestServer;
let gateway: SmsGateway;
const HOOKS_SECRET = 'hooks-test-secret-0123456789';
const INBOUND = 'replies.hooks.test';
const team: Record<string, { id: number; companyId: number; type: AgentType; isAdmin: boolean }> = {};
const lead: Record<string, number> = {};
const cookies: Record<string, string> = {};
const SECRET = new TextEncoder().encode(API_AUTH_SECRET);
const DAY = 86_400_000;
const LINE_1 = '+16315550960';
const LINE_2 = '+16315550962';
const ALICE_LINE = '+16315550961';
const PHONE = '+16315550181';
let planId = 0;

beforeAll(async () => {
  gateway = await startSmsGateway();
  Object.assign(process.env, { HOOKS_SECRET, INBOUND_MAIL_DOMAIN: INBOUND });
  server = await startServer({
    env: { HOOKS_SECRET, INBOUND_MAIL_DOMAIN: INBOUND, SMS_URL: gateway.smsUrl, SMS_TOKEN: gateway.token },
    prepare: async (db) => {
      for (const [key, companyId, type] of [['alice', 1, 'agent'], ['bob', 1, 'agent'], ['other', 2, 'broker']] as const) {
        const [row] = await db.insert(t.agents).values({ companyId, type, firstName: key, lastName: 'Hooks', email: `${key}@hooks.test`, phone: '+16315550199' }).returning({ id: t.agents.id });
        team[key] = { id: row!.id, companyId, type, isAdmin: false };
        await db.insert(t.sessions).values({ id: seededSessionId('agent', companyId, row!.id, SECRET), companyId, kind: 'agent', agentId: row!.id, expiresAt: new Date(Date.now() + DAY), createdAt: new Date(), lastSeenAt: new Date() });
      }
      await db.insert(t.smsNumbers).values([
        { phone: LINE_1, companyId: 1, agentId: null }, { phone: ALICE_LINE, companyId: 1, agentId: team.alice!.id }, { phone: LINE_2, companyId: 2, agentId: null },
      ]);
      const leads: [string, number, Partial<typeof t.leads.$inferInsert>][] = [
        ['texter', 1, { buyerAgentId: team.alice!.id, phone: PHONE, email: 'texter@hooks.test' }],
        ['mailer', 1, { buyerAgentId: team.alice!.id, phone: '+16315550182', email: 'mailer@hooks.test' }],
        ['optout', 1, { buyerAgentId: team.alice!.id, phone: '+16315550183' }],
        ['caller', 1, { buyerAgentId: team.bob!.id, phone: '+16315550184', email: 'caller@hooks.test' }],
        // The same number in another company: a text to company 1's line never lands here.
        ['foreign', 2, { buyerAgentId: team.other!.id, phone: PHONE, email: 'texter@hooks.test' }],
      ];
      for (const [key, companyId, values] of leads) {
        const [row] = await db.insert(t.leads).values({ companyId, firstName: key, lastName: 'Lead', stage: 'new', ...values }).returning({ id: t.leads.id });
        lead[key] = row!.id;
      }
      const [plan] = await db.insert(t.actionPlans).values({
        companyId: 1, name: 'Hooks nurture', steps: [
          { afterDays: 1, kind: 'email', template: { subject: 'Hi', body: 'Hello {{lead.firstName}}' } },
          { afterDays: 2, kind: 'text', template: { body: 'Still looking?' } },
          { afterDays: 3, kind: 'todo', template: { body: 'Call them' } },
        ],
      }).returning({ id: t.actionPlans.id });
      planId = plan!.id;
      for (const key of ['texter', 'mailer', 'caller']) await db.transaction((tx) => applyActionPlan(tx, { companyId: 1, leadId: lead[key]!, planId, appliedBy: null, now: new Date() }));
    },
  });
  for (const [key, who] of Object.entries(team)) cookies[key] = await seededAgentCookie(who);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await gateway?.close();
});

const sign = (body: string, secret = HOOKS_SECRET, at = Date.now()) => {
  const timestamp = String(Math.floor(at / 1000));
  return { 'x-webhook-timestamp': timestamp, 'x-webhook-signature': `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}` };
};
const hook = (path: string, payload: unknown, headers?: Record<string, string>) => {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return server.request(`/api/hooks/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(headers ?? sign(body)) }, body });
};
const get = (who: string, path: string) => server.request(path, { host: team[who]!.companyId === 2 ? TENANT_2 : undefined, headers: { cookie: cookies[who]!, ...XHR } });
const activities = async (who: string, leadId: number) => (await get(who, `/api/crm/leads/${leadId}/activities?tab=all&page=1`)).json<{ data: Json[] }>().data;
const ofType = async (leadId: number, type: string, who = 'alice') => (await activities(who, leadId)).filter((a) => a.type === type);
const inbox = async (who: string) => (await get(who, '/api/crm/inbox?state=open&kind=reply')).json<{ data: Json[] }>().data;
let seq = 0;
const sms = (over: Record<string, unknown> = {}) => ({ from: PHONE, to: LINE_1, body: 'Is it still available?', id: `SMin${++seq}`, ...over });

describe('signatures', () => {
  test('missing, forged, stale, future or by another secret: 401, nothing written', async () => {
    const payload = JSON.stringify(sms({ body: 'forged' }));
    expect((await hook('sms', payload, {})).status).toBe(401);
    expect((await hook('sms', payload, sign(payload, 'wrong-secret'))).status).toBe(401);
    expect((await hook('sms', payload, sign(payload, HOOKS_SECRET, Date.now() - 10 * 60_000))).status).toBe(401);
    expect((await hook('sms', payload, sign(payload, HOOKS_SECRET, Date.now() + 10 * 60_000))).status).toBe(401);
    expect((await hook('sms', payload, { ...sign(payload), 'x-webhook-signature': 'sha256=' + '0'.repeat(64) })).status).toBe(401);
    // Signed over another body.
    expect((await hook('sms', payload, sign(JSON.stringify(sms())))).status).toBe(401);
    for (const path of ['mail', 'voice', 'voice/status', 'gmail', 'sms/status']) expect((await hook(path, '{}', {})).status).toBe(401);
    expect((await ofType(lead.texter!, 'text-reply')).some((a) => a.data.body === 'forged')).toBe(false);
  });

  test('too big: 413; not JSON: 400; malformed fields: 422 naming them; a NUL: 422', async () => {
    expect((await hook('sms', JSON.stringify({ ...sms(), body: 'x'.repeat(70_000) }))).status).toBe(413);
    expect((await hook('sms', '{not json')).status).toBe(400);
    const bad = await hook('sms', sms({ from: 'not a phone' }));
    expect(bad.status).toBe(422);
    expect(bad.json().errors).toHaveProperty('from');
    expect((await hook('sms', sms({ id: '' }))).json().errors).toHaveProperty('id');
    expect((await hook('sms', sms({ body: 'bad \u0000' }))).status).toBe(422);
    expect((await hook('sms', [1, 2])).status).toBe(422);
    expect((await hook('voice', { event: 'fax', from: PHONE, to: LINE_1, id: 'v0' })).json().errors).toHaveProperty('event');
    expect((await hook('voice', { event: 'call', from: PHONE, to: LINE_1, id: 'v0', durationSeconds: 2 ** 31 })).json().errors).toHaveProperty('durationSeconds');
    expect((await hook('gmail', { agentEmail: 'alice@hooks.test', direction: 'sideways', from: 'a@b', to: 'c@d', subject: '', text: '', messageId: 'g0' })).status).toBe(422);
  });
});

describe('POST /api/hooks/sms', () => {
  test('unknown number or sender: 404, nothing written', async () => {
    const unknownNumber = await hook('sms', sms({ to: '+16315550999' }));
    expect(unknownNumber.status).toBe(404);
    expect(unknownNumber.json().error).toBe('Unknown number');
    const unknownSender = await hook('sms', sms({ from: '+16315550998' }));
    expect(unknownSender.status).toBe(404);
    expect(unknownSender.json().error).toBe('Unknown sender');
  });

  test('a lead’s text: text-reply on that company’s lead, an inbox reply for the agent, the running plan paused; a replay writes once', async () => {
    const payload = sms({ from: '(631) 555-0181', body: 'Can we see it Saturday?' });
    const r = await hook('sms', payload);
    expect(r.status).toBe(200);
    expect(r.json<{ data: Json }>().data).toMatchObject({ leadId: lead.texter, duplicate: false });
    const replies = await ofType(lead.texter!, 'text-reply');
    expect(replies.filter((a) => a.data.body === 'Can we see it Saturday?')).toHaveLength(1);
    expect(replies[0]).toMatchObject({ agent: null, data: { body: 'Can we see it Saturday?', from: PHONE } });
    expect(await ofType(lead.texter!, 'drip-plan-status')).toEqual([expect.objectContaining({ data: expect.objectContaining({ status: 'paused', reason: 'The lead replied by text', planName: 'Hooks nurture' }) })]);
    expect((await inbox('alice')).filter((i) => i.lead.id === lead.texter && i.message === 'Can we see it Saturday?')).toHaveLength(1);
    const conversation = (await get('alice', `/api/crm/leads/${lead.texter}/texts`)).json<{ data: { messages: Json[] } }>().data.messages;
    expect(conversation.at(-1)).toMatchObject({ direction: 'in', body: 'Can we see it Saturday?' });

    const again = await hook('sms', payload);
    expect(again.status).toBe(200);
    expect(again.json<{ data: Json }>().data).toMatchObject({ leadId: lead.texter, duplicate: true });
    expect((await ofType(lead.texter!, 'text-reply')).filter((a) => a.data.body === 'Can we see it Saturday?')).toHaveLength(1);
    expect((await inbox('alice')).filter((i) => i.message === 'Can we see it Saturday?')).toHaveLength(1);
    // The other company's lead with the same number heard nothing.
    expect(await ofType(lead.foreign!, 'text-reply', 'other')).toEqual([]);
  });

  test('a text to the other company’s number lands on its own lead, not ours', async () => {
    expect((await hook('sms', sms({ to: LINE_2, body: 'For company two' }))).json<{ data: Json }>().data.leadId).toBe(lead.foreign);
    expect((await ofType(lead.foreign!, 'text-reply', 'other')).map((a) => a.data.body)).toEqual(['For company two']);
    expect((await ofType(lead.texter!, 'text-reply')).some((a) => a.data.body === 'For company two')).toBe(false);
  });

  test('STOP opts the lead out (no inbox item, texting refused 422), START opts back in', async () => {
    const postText = () => server.request(`/api/crm/leads/${lead.optout}/texts`, { method: 'POST', headers: { cookie: cookies.alice!, ...XHR }, body: JSON.stringify({ body: 'Hello' }) });
    expect((await hook('sms', sms({ from: '+16315550183', body: 'Stop' }))).status).toBe(200);
    const texts = (await get('alice', `/api/crm/leads/${lead.optout}/texts`)).json<{ data: Json }>().data;
    expect(texts.optedOutAt).toEqual(expect.any(String));
    expect(texts.messages.at(-1)).toMatchObject({ direction: 'in', keyword: 'stop' });
    expect((await inbox('alice')).some((i) => i.lead.id === lead.optout)).toBe(false);
    const refused = await postText();
    expect(refused.status).toBe(422);
    expect(refused.json().errors).toHaveProperty('phone');

    expect((await hook('sms', sms({ from: '+16315550183', body: 'START' }))).status).toBe(200);
    expect((await get('alice', `/api/crm/leads/${lead.optout}/texts`)).json<{ data: Json }>().data.optedOutAt).toBeNull();
    expect((await postText()).status).toBe(201);
  });

  test('texts go to the gateway after the commit, from the agent’s line; its signed status call marks them delivered or failed', async () => {
    const r = await server.request(`/api/crm/leads/${lead.texter}/texts`, { method: 'POST', headers: { cookie: cookies.alice!, ...XHR }, body: JSON.stringify({ body: 'Saturday at 10 works' }) });
    expect(r.status).toBe(201);
    const taken = gateway.requests.find((q) => q.body.body === 'Saturday at 10 works');
    expect(taken).toMatchObject({ path: '/messages', authorization: `Bearer ${gateway.token}`, body: { from: ALICE_LINE, to: PHONE } });
    expect(String(taken!.body.statusCallback)).toBe(`http://localhost:${server.port}/api/hooks/sms/status`);
    const status = async () => (await get('alice', `/api/crm/leads/${lead.texter}/texts`)).json<{ data: { messages: Json[] } }>().data.messages.find((m) => m.body === 'Saturday at 10 works');
    expect((await status())?.status).toBe('sent');
    expect(await gateway.report(taken!.id!, { status: 'delivered' }, HOOKS_SECRET)).toBe(200);
    expect((await status())?.status).toBe('delivered');
    expect(await gateway.report(taken!.id!, { status: 'failed', error: '30007: carrier filtered' }, HOOKS_SECRET)).toBe(200);
    expect(await status()).toMatchObject({ status: 'failed', error: '30007: carrier filtered' });
    expect((await hook('sms/status', { id: 'SM-unknown', status: 'delivered' })).status).toBe(404);
    expect((await hook('sms/status', { id: taken!.id, status: 'lost' })).json().errors).toHaveProperty('status');
  });
});

describe('POST /api/hooks/mail', () => {
  const mail = (over: Record<string, unknown> = {}) => ({ from: 'Mailer Lead <Mailer@Hooks.test>', to: 'office@localhost', subject: 'Re: Homes in Southold', text: 'Yes please, send more.', messageId: `<m${++seq}@mail.test>`, ...over });

  test('a reply to the company’s address from a lead’s address: email-reply, inbox, plan paused; once per Message-ID', async () => {
    const payload = mail();
    const r = await hook('mail', payload);
    expect(r.status).toBe(200);
    expect(r.json<{ data: Json }>().data).toMatchObject({ leadId: lead.mailer, duplicate: false });
    expect(await ofType(lead.mailer!, 'email-reply')).toEqual([expect.objectContaining({ data: expect.objectContaining({ subject: 'Re: Homes in Southold', body: 'Yes please, send more.' }) })]);
    expect((await ofType(lead.mailer!, 'drip-plan-status'))[0]?.data).toMatchObject({ status: 'paused', reason: 'The lead replied by e-mail' });
    expect((await inbox('alice')).some((i) => i.lead.id === lead.mailer)).toBe(true);
    expect((await hook('mail', payload)).json<{ data: Json }>().data.duplicate).toBe(true);
    expect(await ofType(lead.mailer!, 'email-reply')).toHaveLength(1);
  });

  test('a reply to a signed reply address lands on that lead whatever address it came from; a tampered one does not', async () => {
    const address = replyAddressFor(1, lead.caller!)!;
    expect((await hook('mail', mail({ from: 'someone.else@elsewhere.test', to: `Alice <${address}>`, subject: 'From my work address' }))).json<{ data: Json }>().data.leadId).toBe(lead.caller);
    expect((await ofType(lead.caller!, 'email-reply', 'bob')).map((a) => a.data.subject)).toEqual(['From my work address']);
    const tampered = address.replace(`-${lead.caller}-`, `-${lead.mailer}-`);
    expect((await hook('mail', mail({ from: 'someone.else@elsewhere.test', to: tampered }))).status).toBe(404);
  });

  test('unknown recipient or sender: 404', async () => {
    expect((await hook('mail', mail({ to: 'office@nobody.test' }))).status).toBe(404);
    expect((await hook('mail', mail({ from: 'stranger@nowhere.test' }))).status).toBe(404);
    expect((await hook('mail', mail({ from: 'not an address' }))).status).toBe(404);
  });

  test('an agent’s e-mail to a lead carries a Reply-To that routes back here', async () => {
    const r = await server.request(`/api/crm/leads/${lead.mailer}/emails`, { method: 'POST', headers: { cookie: cookies.alice!, ...XHR }, body: JSON.stringify({ subject: 'Listings', body: 'Here you go' }) });
    expect(r.status).toBe(201);
    (globalThis as { mailId?: number }).mailId = r.json<{ data: Json }>().data.data.mailId;
  });
});

describe('POST /api/hooks/voice and /voice/status', () => {
  const call = (over: Record<string, unknown> = {}) => ({ event: 'call', from: '+16315550184', to: LINE_1, durationSeconds: 95, id: `CAin${++seq}`, ...over });
  test('a call: call-incoming for the lead’s agent; a voice mail: voice-mail, inbox, plan paused; once per id', async () => {
    expect((await hook('voice', call())).status).toBe(200);
    expect((await ofType(lead.caller!, 'call-incoming', 'bob'))[0]).toMatchObject({ agent: { id: team.bob!.id }, data: { durationSeconds: 95, outcome: 'connected', direction: 'incoming' } });
    const voicemail = call({ event: 'voicemail', durationSeconds: 31, transcript: 'Call me back about Pine St', recordingUrl: 'https://voice.example/r/1.mp3' });
    expect((await hook('voice', voicemail)).status).toBe(200);
    expect((await hook('voice', voicemail)).json<{ data: Json }>().data.duplicate).toBe(true);
    expect(await ofType(lead.caller!, 'voice-mail', 'bob')).toEqual([expect.objectContaining({ data: expect.objectContaining({ durationSeconds: 31, transcript: 'Call me back about Pine St' }) })]);
    expect((await inbox('bob')).filter((i) => i.lead.id === lead.caller && i.message === 'Voice mail: Call me back about Pine St')).toHaveLength(1);
    expect((await hook('voice', call({ to: '+16315550999' }))).status).toBe(404);
    expect((await hook('voice', call({ from: '+16315550998' }))).status).toBe(404);
  });
  test('status for an unknown call: 404', async () => {
    expect((await hook('voice/status', { id: 'CA-unknown', status: 'completed', durationSeconds: 10 })).status).toBe(404);
  });
});

describe('POST /api/hooks/gmail', () => {
  const gmail = (over: Record<string, unknown> = {}) => ({ agentEmail: 'alice@hooks.test', direction: 'sent', from: 'alice@hooks.test', to: 'texter@hooks.test', subject: 'Open house Sunday', text: 'Join us at 1 pm', messageId: `<g${++seq}@gmail.test>`, ...over });
  test('sent by the agent: gmail by that agent; received from the lead: gmail-reply, plan paused (already paused here: no second pause)', async () => {
    const sent = gmail();
    expect((await hook('gmail', sent)).json<{ data: Json }>().data.leadId).toBe(lead.texter);
    expect((await hook('gmail', sent)).json<{ data: Json }>().data.duplicate).toBe(true);
    expect(await ofType(lead.texter!, 'gmail')).toEqual([expect.objectContaining({ agent: expect.objectContaining({ id: team.alice!.id }), data: expect.objectContaining({ subject: 'Open house Sunday', body: 'Join us at 1 pm' }) })]);
    expect((await hook('gmail', gmail({ direction: 'received', from: 'Texter <texter@hooks.test>', to: 'alice@hooks.test', subject: 'Re: Open house Sunday', text: 'See you there' }))).status).toBe(200);
    expect((await ofType(lead.texter!, 'gmail-reply'))[0]).toMatchObject({ agent: null, data: { subject: 'Re: Open house Sunday', body: 'See you there' } });
    expect(await ofType(lead.texter!, 'drip-plan-status')).toHaveLength(1);
  });
  test('unknown agent or lead: 404', async () => {
    expect((await hook('gmail', gmail({ agentEmail: 'nobody@hooks.test' }))).status).toBe(404);
    expect((await hook('gmail', gmail({ to: 'stranger@hooks.test' }))).status).toBe(404);
  });
});

test('what was stored: the plans paused, the agent mail’s Reply-To, one inbox item per reply', async () => {
  const stored = await server.inspect(async (db) => ({
    runs: await db.select().from(t.leadActionPlans),
    mail: await db.select().from(t.outgoingMail),
    inbox: await db.select().from(t.inboxItems),
  }));
  for (const key of ['texter', 'mailer', 'caller']) expect(stored.runs.find((r) => r.leadId === lead[key])).toMatchObject({ status: 'paused' });
  const mailId = (globalThis as { mailId?: number }).mailId;
  const agentMail = stored.mail.find((m) => m.id === mailId);
  expect(agentMail?.replyTo).toMatch(new RegExp(`^reply\\+1-${lead.mailer}-[0-9a-f]{20}@${INBOUND.replace(/\./g, '\\.')}$`));
  const replies = stored.inbox.filter((i) => i.kind === 'reply' && [lead.texter, lead.mailer, lead.caller].includes(i.leadId));
  // texter's text, mailer's e-mail, caller's e-mail (reply address) and voice mail.
  expect(replies.length).toBe(4);
  for (const item of replies) expect(item.activityId).toEqual(expect.any(Number));
});
