import { sql } from 'drizzle-orm';
import { openToken as alertOpenToken } from '@/lib/ealerts/tracking/tokens';
import { leadMailClickToken, leadMailOpenToken, leadMailUnsubscribeToken } from '@/lib/mail/tracking-tokens';
import { rows } from '../db/harness';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../db/smtp-sink';
import { seededAgentCookie, TENANT_2, type Json } from './fixtures';
import { caller, dataOf } from './lead-helpers';
import { startServer, type TestServer } from './server';

/**
 * Tracking of lead mail through a real server and SMTP sink (issue 16 item 5): a sign-up's
 * welcome e-mail and an agent's e-mail carry an open pixel, signed click links on the
 * company's host and an unsubscribe link with RFC 8058 headers. An open writes email-open
 * once an hour per mail, each click email-click (with the listing), and redirects only to
 * the signed target; forged or foreign-company tokens are refused. Unsubscribing (the page's
 * confirm, or one-click POST) sets the lead 'unsub' once; the agent's own mail still goes.
 */
let server: TestServer;
let sink: SmtpSink;
const ids = { lead: 0, broker: 0, listing: 0, welcomeMail: 0, agentMail: 0 };
let welcome: ReceivedMail;
let agentMail: ReceivedMail;
const email = `tracked-${Date.now()}@example.com`;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: sink.url },
    prepare: async (db) => {
      ids.broker = (await rows<{ id: number }>(db, sql`select id from agents where company_id = 1 and type = 'broker' and is_active order by id limit 1`))[0]!.id;
      ids.listing = (await rows<{ id: number }>(db, sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.status = 'a' order by p.id limit 1`))[0]!.id;
      await db.execute(sql`delete from automation_settings`);
    },
  });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const call = () => caller(server);
const origin = () => `http://localhost:${server.port}`;
const broker = async () => ({ cookie: await seededAgentCookie({ id: ids.broker, companyId: 1, type: 'broker', isAdmin: false }) });
const waitFor = async (match: (m: ReceivedMail) => boolean) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = sink.received.find(match);
    if (found || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
};
const linksOf = (mail: ReceivedMail, kind: 'click' | 'open' | 'unsubscribe') => [
  ...new Set([...mail.html.matchAll(new RegExp(`"(http://[^"]+/api/mail/${kind}\\?t=[^"]+)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'))),
];
const follow = (link: string, init: { method?: string; host?: string; headers?: Record<string, string> } = {}) => {
  const url = new URL(link);
  return server.request(url.pathname + url.search, { host: url.host, ...init });
};
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;
const forged = (token: string) => token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');

describe('the mails carry tracking', () => {
  test('a sign-up’s welcome e-mail: pixel, unsubscribe link and RFC 8058 headers on the company’s host', async () => {
    const start = await call()('POST', '/api/leads/register/start', null, { lead: { email, firstName: 'Tracy' } });
    expect(start.status).toBe(201);
    ids.lead = start.json<Json>().data.lead.id;
    const mail = await waitFor((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    welcome = mail!;
    expect(welcome.subject).toMatch(/^Welcome to .+, Tracy$/);
    expect(linksOf(welcome, 'open')).toHaveLength(1);
    const [unsubscribe] = linksOf(welcome, 'unsubscribe');
    expect(unsubscribe!.startsWith(`${origin()}/`)).toBe(true);
    expect(welcome.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  test('an agent’s e-mail: its links through the click tracker, the plain part readable', async () => {
    const body = `Hi Tracy,\n\nThis one: ${origin()}/homedetails/some-house/${ids.listing} and rates at https://bank.example/rates?x=1.\n\nAlex`;
    const r = await call()('POST', `/api/crm/leads/${ids.lead}/emails`, await broker(), { subject: 'Two links', body });
    expect(r.status).toBe(201);
    ids.agentMail = dataOf(r).data.mailId;
    agentMail = (await waitFor((m) => m.subject === 'Two links'))!;
    expect(agentMail).toBeDefined();
    expect(linksOf(agentMail, 'click')).toHaveLength(2);
    expect(agentMail.html).not.toContain('href="https://bank.example');
    expect(agentMail.raw).toContain('https://bank.example/rates'); // the text part keeps the link as written
    expect(linksOf(agentMail, 'open')).toHaveLength(1);
    expect(linksOf(agentMail, 'unsubscribe')).toHaveLength(1);
  });
});

describe('GET /api/mail/open', () => {
  test('a 1×1 GIF, not cached; reading again within the hour writes nothing more', async () => {
    const [pixel] = linksOf(agentMail, 'open');
    for (let i = 0; i < 3; i++) {
      const r = await follow(pixel!);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('image/gif');
      expect(r.headers['cache-control']).toContain('no-store');
    }
  });
  test('forged, foreign-company, e-alert or garbage tokens: 400', async () => {
    const [pixel] = linksOf(agentMail, 'open');
    const t = tokenOf(pixel!);
    expect((await server.request(`/api/mail/open?t=${encodeURIComponent(forged(t))}`)).status).toBe(400);
    expect((await server.request(`/api/mail/open?t=${encodeURIComponent(t)}`, { host: TENANT_2 })).status).toBe(400);
    const alertToken = await alertOpenToken.sign({ id: ids.agentMail, companyId: 1, leadId: ids.lead, alertId: 1 });
    expect((await server.request(`/api/mail/open?t=${encodeURIComponent(alertToken)}`)).status).toBe(400);
    expect((await server.request('/api/mail/open?t=nope')).status).toBe(400);
    expect((await server.request('/api/mail/open')).status).toBe(400);
  });
  test('a mail that does not exist (or is not this lead’s): 404', async () => {
    const t = await leadMailOpenToken.sign({ id: 2_000_000_000, companyId: 1, leadId: ids.lead });
    expect((await server.request(`/api/mail/open?t=${encodeURIComponent(t)}`)).status).toBe(404);
    const other = await leadMailOpenToken.sign({ id: ids.agentMail, companyId: 1, leadId: ids.lead + 100_000 });
    expect((await server.request(`/api/mail/open?t=${encodeURIComponent(other)}`)).status).toBe(404);
  });
});

describe('GET /api/mail/click', () => {
  test('the listing: 303 to its path on this host (relative), and the outside link to exactly its URL', async () => {
    const [listing, outside] = linksOf(agentMail, 'click');
    const r = await follow(listing!);
    expect(r.status).toBe(303);
    expect(r.headers.location).toBe(`/homedetails/some-house/${ids.listing}`);
    const o = await follow(outside!);
    expect(o.status).toBe(303);
    expect(o.headers.location).toBe('https://bank.example/rates?x=1');
  });
  test('a target that was not signed is refused: forged tokens, another host, tricks inside a signed token', async () => {
    const [listing] = linksOf(agentMail, 'click');
    const t = tokenOf(listing!);
    expect((await server.request(`/api/mail/click?t=${encodeURIComponent(forged(t))}`)).status).toBe(400);
    expect((await server.request(`/api/mail/click?t=${encodeURIComponent(t)}`, { host: TENANT_2 })).status).toBe(400);
    for (const to of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const sneaky = await leadMailClickToken.sign({ id: ids.agentMail, companyId: 1, leadId: ids.lead, to });
      const r = await server.request(`/api/mail/click?t=${encodeURIComponent(sneaky)}`);
      expect(r.status).toBe(400);
      expect(r.headers.location).toBeUndefined();
    }
  });
});

describe('unsubscribe', () => {
  test('GET asks to confirm and changes nothing (link scanners); a bad token: 400', async () => {
    const [link] = linksOf(welcome, 'unsubscribe');
    const page = await follow(link!);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form');
    expect((await server.request(`/api/mail/unsubscribe?t=${encodeURIComponent(forged(tokenOf(link!)))}`)).status).toBe(400);
    expect((await server.request(`/api/mail/unsubscribe?t=${encodeURIComponent(tokenOf(link!))}`, { host: TENANT_2 })).status).toBe(400);
    const lead = dataOf<Json>(await call()('GET', `/api/crm/leads/${ids.lead}`, await broker()));
    expect(lead.emailStatus).not.toBe('unsub');
  });
  test('RFC 8058 one-click POST (no XHR header) unsubscribes; again changes nothing', async () => {
    const [link] = linksOf(welcome, 'unsubscribe');
    const url = new URL(link!);
    const post = () => server.request(url.pathname + url.search, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' } as never);
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const lead = dataOf<Json>(await call()('GET', `/api/crm/leads/${ids.lead}`, await broker()));
    expect(lead.emailStatus).toBe('unsub');
    const page = await follow(link!);
    expect(page.text).toContain('You are unsubscribed');
  });
  test('an unsubscribe token of another issuer does not unsubscribe', async () => {
    const open = await leadMailOpenToken.sign({ id: ids.agentMail, companyId: 1, leadId: ids.lead });
    expect((await server.request(`/api/mail/unsubscribe?t=${encodeURIComponent(open)}`, { method: 'POST' })).status).toBe(400);
    const unknownMail = await leadMailUnsubscribeToken.sign({ id: 2_000_000_000, companyId: 1, leadId: ids.lead });
    expect((await server.request(`/api/mail/unsubscribe?t=${encodeURIComponent(unknownMail)}`, { method: 'POST' })).status).toBe(404);
  });
  test('the agent’s own mail still reaches an unsubscribed lead', async () => {
    const r = await call()('POST', `/api/crm/leads/${ids.lead}/emails`, await broker(), { subject: 'Personal answer', body: 'Of course, see you Saturday.' });
    expect(r.status).toBe(201);
    expect(await waitFor((m) => m.subject === 'Personal answer')).toBeDefined();
  });
});

test('what the hits wrote: one open within the hour, a click each (the listing named), one unsubscribe', async () => {
  const written = await server.inspect((db) =>
    rows<{ type: string; property_id: number | null; data: Json }>(db, sql`select type, property_id, data from activities where lead_id = ${ids.lead} and type in ('email-open', 'email-click', 'welcome-email') order by id`),
  );
  const opens = written.filter((a) => a.type === 'email-open');
  expect(opens).toHaveLength(1);
  expect(opens[0]!.data).toEqual({ subject: 'Two links', mailId: ids.agentMail });
  const clicks = written.filter((a) => a.type === 'email-click' && a.data.unsubscribed !== true);
  expect(clicks.map((c) => [c.data.url, c.property_id])).toEqual([[`/homedetails/some-house/${ids.listing}`, ids.listing], ['https://bank.example/rates?x=1', null]]);
  expect(clicks[0]!.data).toMatchObject({ subject: 'Two links', mailId: ids.agentMail });
  const unsubscribes = written.filter((a) => a.data.unsubscribed === true);
  expect(unsubscribes).toHaveLength(1);
  expect(written.filter((a) => a.type === 'welcome-email')).toHaveLength(1);
});
