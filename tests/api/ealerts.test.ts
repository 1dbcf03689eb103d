import { sql } from 'drizzle-orm';
import { eAlerts, leads } from '@/lib/db/schema';
import { clickToken, openToken, unsubscribeToken } from '@/lib/ealerts/tracking/tokens';
import { rows } from '../db/harness';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../db/smtp-sink';
import { TENANT_2 } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * The whole path of an e-alert through a real server: its scheduler delivers a due alert
 * through SMTP to a local sink, then the mail's open pixel, tracked links and unsubscribe
 * link are followed over HTTP, with forged tokens and the other tenant's host refused.
 */
let server: TestServer;
let sink: SmtpSink;
let mail: ReceivedMail;
const ids = { lead: 0, alert: 0, listing: 0 };
let address = '';

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({
    env: { SMTP_URL: sink.url, JOBS_INTERVAL_MS: '500' },
    prepare: async (db) => {
      const now = new Date();
      const [listing] = await rows<{ id: number; city_slug: string; unparsed_address: string }>(
        db,
        sql`select p.id, p.city_slug, p.unparsed_address from properties p join mls_sources s on s.id = p.source_id
            where s.code = 'nfmls' and p.status = 'a' and p.property_type = 'r' order by p.id limit 1`,
      );
      ids.listing = listing!.id;
      address = listing!.unparsed_address;
      // A new listing, and a daily alert for its town that is due.
      await db.execute(sql`update properties set listed_at = ${now.toISOString()}::timestamptz, modified_at = ${now.toISOString()}::timestamptz where id = ${ids.listing}`);
      const [lead] = await db.insert(leads).values({ companyId: 1, email: 'alert-reader@example.com', emailStatus: 'valid', firstName: 'Ada', completed: true }).returning({ id: leads.id });
      ids.lead = lead!.id;
      const minute = new Date(now.getTime() - 60_000);
      const [alert] = await db
        .insert(eAlerts)
        .values({ companyId: 1, leadId: ids.lead, criteria: { city: listing!.city_slug, type: 'r' }, customName: 'Town homes', frequency: 'daily', createdAt: minute, nextDueAt: minute })
        .returning({ id: eAlerts.id });
      ids.alert = alert!.id;
    },
  });
  const deadline = Date.now() + 60_000;
  while (sink.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  mail = sink.received[0]!;
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const origin = () => `http://localhost:${server.port}`;
/** A link of the mail, requested on the host it names (or another). */
const follow = (link: string, init: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {}) => {
  const url = new URL(link);
  return server.request(url.pathname + url.search, { host: url.host, ...init });
};
/** The mail's distinct links of one kind, in order (a listing's photo and address share one). */
const links = (kind: 'click' | 'open' | 'unsubscribe') => [
  ...new Set([...mail.html.matchAll(new RegExp(`"(http://[^"]+/api/e-alerts/${kind}\\?t=[^"]+)"`, 'g'))].map((m) => m[1]!.replace(/&amp;/g, '&'))),
];
const tokenOf = (link: string) => new URL(link).searchParams.get('t')!;
/** The token with its signature's last characters changed. */
const forged = (token: string) => token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');

test('the scheduler mails the due alert through SMTP: SPEC subject, the listing, links on the company site', () => {
  expect(mail).toBeDefined();
  expect(mail.to).toEqual(['alert-reader@example.com']);
  expect(mail.subject).toBe('Town homes: 1 Listing Update(s) matching your search');
  expect(mail.html).toContain(address);
  expect(mail.headers['list-unsubscribe']).toBe(`<${links('unsubscribe')[0]}>`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  for (const link of [...links('click'), ...links('open'), ...links('unsubscribe')]) expect(link.startsWith(`${origin()}/`)).toBe(true);
  expect(links('click').length).toBe(2); // the listing and "see the search"
});

describe('GET /api/e-alerts/open', () => {
  test('a 1×1 GIF, not cached', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await follow(links('open')[0]!);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('image/gif');
      expect(r.headers['cache-control']).toContain('no-store');
    }
  });

  test('forged, foreign, missing or mixed-up tokens: 400, nothing recorded', async () => {
    const link = new URL(links('open')[0]!);
    const t = tokenOf(link.href);
    expect((await server.request(`/api/e-alerts/open?t=${forged(t)}`)).status).toBe(400);
    expect((await server.request(link.pathname + link.search, { host: TENANT_2 })).status).toBe(400);
    expect((await server.request('/api/e-alerts/open')).status).toBe(400);
    // A click token is not an open token.
    expect((await server.request(`/api/e-alerts/open?t=${tokenOf(links('click')[0]!)}`)).status).toBe(400);
  });
});

describe('GET /api/e-alerts/click', () => {
  test('records the click and sends the lead, signed in, to the listing on the same site', async () => {
    const r = await follow(links('click')[0]!);
    expect(r.status).toBe(303);
    const location = r.headers.location!;
    expect(location.startsWith('/api/token/lead?')).toBe(true);
    const next = new URLSearchParams(location.split('?')[1]).get('next')!;
    expect(next).toMatch(new RegExp(`^/homedetails/[a-z0-9-]+/${ids.listing}\\?referrer=e-alert$`));
  });

  test('"see the search" goes to the search page', async () => {
    const r = await follow(links('click')[1]!);
    expect(r.status).toBe(303);
    expect(new URLSearchParams(r.headers.location!.split('?')[1]).get('next')).toMatch(/^\/real-estate\/.*referrer=e-alert/);
  });

  test('another tenant, a forged token or a target off the site: a 4xx page, no redirect', async () => {
    const link = links('click')[0]!;
    const onTenant2 = await follow(link, { host: TENANT_2 });
    expect(onTenant2.status).toBe(400);
    expect(onTenant2.headers.location).toBeUndefined();
    expect(onTenant2.text).toContain('This link has expired');
    expect((await server.request(`/api/e-alerts/click?t=${forged(tokenOf(link))}`)).status).toBe(400);
    // Even a correctly signed token cannot name another site.
    const claims = { id: 1, companyId: 1, leadId: ids.lead, alertId: ids.alert };
    for (const to of ['//evil.example/x', '/\\evil.example']) {
      const r = await server.request(`/api/e-alerts/click?t=${await clickToken.sign({ ...claims, to })}`);
      expect([to, r.status, r.headers.location]).toEqual([to, 400, undefined]);
    }
  });
});

describe('/api/e-alerts/unsubscribe', () => {
  test('GET asks to confirm and changes nothing (a link scanner must not unsubscribe anyone)', async () => {
    const r = await follow(links('unsubscribe')[0]!);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.text).toContain('Unsubscribe from this e-alert?');
    expect(r.text).toContain('Town homes');
    expect(r.text).toContain('<form method="post"');
  });

  test('another tenant or a forged token: 400, nothing changed', async () => {
    const link = links('unsubscribe')[0]!;
    expect((await follow(link, { host: TENANT_2 })).status).toBe(400);
    expect((await follow(link, { method: 'POST', host: TENANT_2 })).status).toBe(400);
    expect((await server.request(`/api/e-alerts/unsubscribe?t=${forged(tokenOf(link))}`, { method: 'POST' })).status).toBe(400);
    // Signed right, but for an alert of another lead.
    const other = await unsubscribeToken.sign({ id: ids.alert, companyId: 1, leadId: ids.lead + 1 });
    expect((await server.request(`/api/e-alerts/unsubscribe?t=${other}`, { method: 'POST' })).status).toBe(404);
    const page = await follow(link);
    expect(page.text).toContain('Unsubscribe from this e-alert?');
  });

  test('RFC 8058 one-click POST (no X-Requested-With) unsubscribes; again is harmless', async () => {
    const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' };
    const r = await follow(links('unsubscribe')[0]!, init);
    expect(r.status).toBe(200);
    expect(r.text).toContain('You are unsubscribed');
    expect((await follow(links('unsubscribe')[0]!, init)).status).toBe(200);
    expect((await follow(links('unsubscribe')[0]!)).text).toContain('You are unsubscribed');
  });
});

test('what the database holds afterwards: one open, two clicks, one unsubscribe, the mail sent', async () => {
  const open = await openToken.verify(tokenOf(links('open')[0]!), 1);
  const state = await server.inspect(async (db) => ({
    activities: await rows<{ type: string; n: number }>(
      db,
      sql`select type, count(*)::int as n from activities where lead_id = ${ids.lead} group by type order by type`,
    ),
    alert: (await rows<{ frequency: string; next_due_at: Date | null }>(db, sql`select frequency, next_due_at from e_alerts where id = ${ids.alert}`))[0],
    mails: await rows<{ id: number; status: string; subject: string }>(db, sql`select id, status, subject from outgoing_mail where lead_id = ${ids.lead}`),
  }));
  expect(state.activities).toEqual([
    { type: 'e-alert', n: 1 },
    { type: 'e-alert-click', n: 2 },
    { type: 'e-alert-frequency-changed', n: 1 },
    { type: 'e-alert-open', n: 1 },
  ]);
  expect(state.alert).toEqual({ frequency: 'never', next_due_at: null });
  expect(state.mails).toEqual([{ id: open!.id, status: 'sent', subject: 'Town homes: 1 Listing Update(s) matching your search' }]);
});
