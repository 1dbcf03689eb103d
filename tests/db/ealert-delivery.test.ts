import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { eAlerts, leads, mlsSources } from '@/lib/db/schema';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { createRunHere } from '@/lib/feeds/runs';
import { seedIfEmpty } from '@/lib/seed';
import { deliverDueAlerts } from '@/lib/ealerts/delivery/deliver';
import { recordClick, recordOpen, unsubscribe } from '@/lib/ealerts/tracking/events';
import { clickToken, openToken, unsubscribeToken } from '@/lib/ealerts/tracking/tokens';
import { openDatabase } from '@/lib/db/client';
import { connectQueue } from '@/lib/jobs/boss';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

// Mail links are signed; on a PostgreSQL server the app requires a configured secret (no generated one).
process.env.AUTH_SECRET ??= 'delivery-test-secret-0123456789abcdef0123';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let db: Db;
let dir: string | null;
let sink: SmtpSink;
const T0 = new Date(Date.now() + 60_000);
const at = (ms: number) => new Date(T0.getTime() + ms);

interface Listing {
  id: number;
  city_slug: string;
  price: number;
  unparsed_address: string;
}
let l1: Listing; // the listing the alerts are about
let l2: Listing; // changed too, in another town
const alertIds: Record<string, number> = {};
const leadIds: Record<string, number> = {};

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0]!;
const mails = () =>
  rows<{ id: number; lead_id: number; to_address: string; subject: string; html_body: string; text_body: string; status: string; company_id: number }>(
    db,
    sql`select id, lead_id, to_address, subject, html_body, text_body, status, company_id from outgoing_mail where kind = 'e-alert' order by id`,
  );
const touch = (listing: Listing, set: ReturnType<typeof sql>, when: Date) =>
  db.execute(sql`update properties set ${set}, modified_at = ${when.toISOString()}::timestamptz where id = ${listing.id}`);

async function addLead(key: string, companyId: number, email: string | null, emailStatus: (typeof leads.$inferInsert)['emailStatus'] = 'valid') {
  const [row] = await db.insert(leads).values({ companyId, email, emailStatus, firstName: key, lastName: 'Test', completed: true }).returning({ id: leads.id });
  leadIds[key] = row!.id;
  return row!.id;
}

async function addAlert(key: string, companyId: number, leadId: number, criteria: Record<string, string>, frequency: (typeof eAlerts.$inferInsert)['frequency']) {
  const [row] = await db
    .insert(eAlerts)
    .values({ companyId, leadId, criteria, customName: `${key} <homes>`, frequency, createdAt: T0, updatedAt: T0 })
    .returning({ id: eAlerts.id });
  alertIds[key] = row!.id;
}

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 150, leadsPerCompany: 4, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  delete process.env.MAIL_FROM;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.close();
  await dropDatabase(dir);
});

test('a freshly seeded demo mails nothing: its alerts start from the seeding', async () => {
  const report = await deliverDueAlerts({ now: at(8 * DAY) });
  expect(report.checked).toBeGreaterThan(0);
  expect(report).toMatchObject({ mailed: 0, failed: 0 });
  expect(await mails()).toHaveLength(0);
});

describe('delivery', () => {
  beforeAll(async () => {
    // An active house of the North Fork feed (tenant 1 only), and one elsewhere.
    l1 = await one<Listing>(sql`select p.id, p.city_slug, p.price, p.unparsed_address from properties p join mls_sources s on s.id = p.source_id
      where s.code = 'nfmls' and p.status = 'a' and p.property_type = 'r' order by p.id limit 1`);
    l2 = await one<Listing>(sql`select id, city_slug, price, unparsed_address from properties where status = 'a' and property_type = 'r' and city_slug <> ${l1.city_slug} order by id limit 1`);
    const town = { city: l1.city_slug, type: 'r' };
    const ann = await addLead('ann', 1, 'ann@example.com');
    await addAlert('daily', 1, ann, town, 'daily');
    await addAlert('never', 1, ann, town, 'never');
    await addAlert('pricey', 1, ann, { ...town, minprice: String(l1.price + 1_000_000) }, 'daily');
    await addAlert('optedOut', 1, await addLead('bob', 1, 'bob@example.com', 'unsub'), town, 'daily');
    await addAlert('bounced', 1, await addLead('cy', 1, 'cy@example.com', 'hardBounce'), town, 'daily');
    await addAlert('noEmail', 1, await addLead('di', 1, null), town, 'daily');
    // Tenant 2 does not take the North Fork feed: the same search there never finds the listing.
    await addAlert('otherTenant', 2, await addLead('eve', 2, 'eve@example.com'), town, 'daily');

    // A new listing and a change elsewhere, both after the alerts were made.
    await db.execute(sql`update properties set listed_at = ${at(HOUR).toISOString()}::timestamptz where id = ${l1.id}`);
    await touch(l1, sql`status = 'a'`, at(HOUR));
    await touch(l2, sql`list_price = list_price - 1000`, at(HOUR));
  });

  test('one mail per due alert, with SPEC subject and the new listing, through SMTP', async () => {
    const report = await deliverDueAlerts({ now: at(DAY + 60_000) });
    expect(report).toMatchObject({ mailed: 1, failed: 0 });

    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ lead_id: leadIds.ann, to_address: 'ann@example.com', status: 'sent', company_id: 1 });
    expect(mail!.subject).toBe('daily <homes>: 1 Listing Update(s) matching your search');
    expect(mail!.html_body).toContain(l1.unparsed_address);
    expect(mail!.html_body).toContain(`$${l1.price.toLocaleString('en-US')}`);
    expect(mail!.html_body).toContain('New listing');
    expect(mail!.html_body).toContain(`http://localhost:3000/images/${l1.id}-0.jpg`);
    expect(mail!.html_body).toContain('daily &lt;homes&gt;');
    expect(mail!.html_body).not.toContain(l2.unparsed_address);

    // The SMTP sink got the same mail, with the one-click unsubscribe headers.
    expect(sink.received).toHaveLength(1);
    const received = sink.received[0]!;
    expect(received.to).toEqual(['ann@example.com']);
    expect(received.subject).toBe(mail!.subject);
    expect(received.html).toContain(l1.unparsed_address);
    expect(received.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/e-alerts\/unsubscribe\?t=[\w.-]+>$/);
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Tracked links and the open pixel, on the company's own site.
    expect(received.html).toMatch(/href="http:\/\/localhost:3000\/api\/e-alerts\/click\?t=[\w.-]+"/);
    expect(received.html).toMatch(/src="http:\/\/localhost:3000\/api\/e-alerts\/open\?t=[\w.-]+" width="1" height="1"/);

    const sent = await rows<{ e_alert_id: number; property_id: number; change_key: string; mail_id: number }>(
      db,
      sql`select e_alert_id, property_id, change_key, mail_id from e_alert_sent_updates`,
    );
    expect(sent).toEqual([{ e_alert_id: alertIds.daily, property_id: l1.id, change_key: `a:${l1.price}`, mail_id: mail!.id }]);
    const activity = await one<{ n: number; data: { mailId: number; updates: number } }>(
      sql`select count(*) over ()::int as n, data from activities where type = 'e-alert' and lead_id = ${leadIds.ann!}`,
    );
    expect(activity).toMatchObject({ n: 1, data: { mailId: mail!.id, updates: 1 } });
    const alert = await one<{ last_sent_at: Date; next_due_at: Date }>(sql`select last_sent_at, next_due_at from e_alerts where id = ${alertIds.daily!}`);
    expect(new Date(alert.last_sent_at).toISOString()).toBe(at(DAY + 60_000).toISOString());
    expect(new Date(alert.next_due_at).toISOString()).toBe(at(2 * DAY + 60_000).toISOString());
  });

  test('never, opted-out, bounced and address-less leads are skipped; a search that does not match sends nothing', async () => {
    const counts = await rows<{ e_alert_id: number }>(db, sql`select distinct e_alert_id from e_alert_sent_updates`);
    expect(counts.map((c) => c.e_alert_id)).toEqual([alertIds.daily]);
    const pricey = await one<{ last_sent_at: Date | null; next_due_at: Date }>(sql`select last_sent_at, next_due_at from e_alerts where id = ${alertIds.pricey!}`);
    // Checked, nothing new: next check a day later, still never sent.
    expect(pricey.last_sent_at).toBeNull();
    expect(new Date(pricey.next_due_at).toISOString()).toBe(at(2 * DAY + 60_000).toISOString());
  });

  test('the same update is never mailed twice, even when the listing is touched again', async () => {
    await touch(l1, sql`public_remarks = 'New roof'`, at(DAY + 2 * HOUR));
    const report = await deliverDueAlerts({ now: at(2 * DAY + 2 * 60_000) });
    expect(report).toMatchObject({ mailed: 0, failed: 0 });
    expect(await mails()).toHaveLength(1);
    expect(sink.received).toHaveLength(1);
  });

  test('a price change is a new update: a new mail', async () => {
    await touch(l1, sql`list_price = ${l1.price - 25_000}`, at(2 * DAY + HOUR));
    const report = await deliverDueAlerts({ now: at(3 * DAY + 3 * 60_000) });
    expect(report.mailed).toBe(1);
    const latest = (await mails()).at(-1)!;
    expect(latest.subject).toBe('daily <homes>: 1 Listing Update(s) matching your search');
    expect(latest.html_body).toContain(`Price reduced from $${l1.price.toLocaleString('en-US')}`);
    expect(latest.html_body).toContain(`$${(l1.price - 25_000).toLocaleString('en-US')}`);
    expect(sink.received).toHaveLength(2);
  });

  test('two instances asking for the delivery job at once: the queue runs it once, one mail goes out', async () => {
    await touch(l1, sql`status = 'p'`, at(3 * DAY + HOUR));
    const { raw } = await openDatabase();
    const instances = [await connectQueue(raw), await connectQueue(raw)];
    try {
      const runs: string[] = [];
      for (const [i, boss] of instances.entries()) {
        await boss.work('e-alert-delivery', { pollingIntervalSeconds: 0.5 }, async () => {
          runs.push(`instance-${i}`);
          await deliverDueAlerts({ now: at(4 * DAY + 4 * 60_000) });
        });
      }
      // Both instances' tickers ask at once; the queue keeps one.
      const asked = await Promise.all(instances.map((boss) => boss.send('e-alert-delivery', {}, { singletonKey: 'e-alert-delivery' })));
      expect(asked.filter(Boolean)).toHaveLength(1);
      const id = asked.find(Boolean)!;
      for (let i = 0; i < 100 && (await instances[0]!.getJobById('e-alert-delivery', id))?.state !== 'completed'; i++) await new Promise((r) => setTimeout(r, 100));
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((boss) => boss.stop({ graceful: false, close: true })));
    }
    const all = await mails();
    expect(all).toHaveLength(3);
    expect(all.at(-1)!.html_body).toContain('Now Under Contract');
  });

  test('two runs that read the same due alert (no lease): the alert is claimed once', async () => {
    await touch(l1, sql`status = 'a', list_price = ${l1.price - 50_000}`, at(4 * DAY + HOUR));
    const now = at(5 * DAY + 5 * 60_000);
    const reports = await Promise.all([deliverDueAlerts({ now }), deliverDueAlerts({ now })]);
    expect(reports.map((r) => r.mailed).reduce((a, b) => a + b)).toBe(1);
    expect(reports.map((r) => r.failed)).toEqual([0, 0]);
    expect(await mails()).toHaveLength(4);
  });

  test('without SMTP_URL the mail is recorded, not sent', async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await touch(l1, sql`list_price = ${l1.price - 60_000}`, at(5 * DAY + HOUR));
      expect((await deliverDueAlerts({ now: at(6 * DAY + 6 * 60_000) })).mailed).toBe(1);
    } finally {
      process.env.SMTP_URL = url;
    }
    expect((await mails()).at(-1)!.status).toBe('recorded');
    expect(sink.received).toHaveLength(4);
  });

  test('opens are recorded once per mail, clicks each time, unsubscribing stops the alert', async () => {
    const mail = (await mails())[0]!;
    const claims = { id: mail.id, companyId: 1, leadId: leadIds.ann!, alertId: alertIds.daily! };
    const open = await openToken.verify(await openToken.sign(claims), 1);
    expect(open).toMatchObject(claims);
    // A token is its company's only, and one kind is not another.
    expect(await openToken.verify(await openToken.sign(claims), 2)).toBeNull();
    expect(await clickToken.verify(await openToken.sign(claims), 1)).toBeNull();

    expect(await recordOpen(open!)).toBe(true);
    expect(await recordOpen(open!)).toBe(true);
    await recordClick({ ...claims, to: '/homedetails/x/1', propertyId: l1.id });
    await recordClick({ ...claims, to: '/real-estate' });
    const counts = await rows<{ type: string; n: number }>(
      db,
      sql`select type, count(*)::int as n from activities where lead_id = ${leadIds.ann!} and type in ('e-alert-open', 'e-alert-click') group by type order by type`,
    );
    expect(counts).toEqual([{ type: 'e-alert-click', n: 2 }, { type: 'e-alert-open', n: 1 }]);
    // A mail of another lead, named by a token with the wrong lead: nothing recorded.
    expect(await recordOpen({ ...claims, leadId: leadIds.bob! })).toBe(false);

    const unsub = (await unsubscribeToken.verify(await unsubscribeToken.sign({ id: alertIds.daily!, companyId: 1, leadId: leadIds.ann! }), 1))!;
    expect(await unsubscribe(unsub)).toMatchObject({ changed: true, alert: { frequency: 'never' } });
    expect(await unsubscribe(unsub)).toMatchObject({ changed: false });
    expect(await unsubscribe({ ...unsub, leadId: leadIds.bob! })).toBeNull();
    const changed = await rows<{ data: Record<string, unknown> }>(db, sql`select data from activities where type = 'e-alert-frequency-changed' and lead_id = ${leadIds.ann!}`);
    expect(changed).toEqual([{ data: { eAlertId: alertIds.daily, from: 'daily', to: 'never', via: 'unsubscribe-link' } }]);

    await touch(l1, sql`list_price = ${l1.price - 70_000}`, at(6 * DAY + HOUR));
    expect((await deliverDueAlerts({ now: at(7 * DAY + 7 * 60_000) })).mailed).toBe(0);
  });
});

describe('after the feed changes', () => {
  // Runs after 'delivery' (jest runs a file's describe blocks in order, after its top-level tests): l1 is set.
  test('a price drop that arrives through the feed importer reaches a matching e-alert', async () => {
    // The demo's feeds are RESO files the seed imported: the feed changes the listing's price and a
    // replication run brings it in, as an MLS would.
    const [source] = await db.select().from(mlsSources).where(eq(mlsSources.code, 'nfmls'));
    const { listing_key: key, list_price: price } = await one<{ listing_key: string; list_price: number }>(sql`select listing_key, list_price from properties where id = ${l1.id}`);
    const fay = await addLead('fay', 1, 'fay@example.com');
    await db.insert(eAlerts).values({ companyId: 1, leadId: fay, criteria: { city: l1.city_slug, type: 'r' }, customName: 'fay <homes>', frequency: 'daily', createdAt: at(8 * DAY), updatedAt: at(8 * DAY) });
    const file = JSON.parse(fs.readFileSync(source!.url, 'utf8')) as { value: Record<string, unknown>[] };
    const record = file.value.find((r) => r.ListingKey === key)!;
    Object.assign(record, { ListPrice: price - 40_000, ModificationTimestamp: at(8 * DAY + HOUR).toISOString() });
    fs.writeFileSync(source!.url, JSON.stringify(file));

    const runId = await createRunHere(db, source!.id, { full: false, trigger: 'cli' });
    const run = await runFeedSync(db, runId!, { finalAttempt: true, allowLocalFiles: true, now: () => at(8 * DAY + HOUR) });
    expect(run).toMatchObject({ status: 'succeeded', updated: 1, created: 0, skipped: 0 });

    const report = await deliverDueAlerts({ now: at(9 * DAY + 9 * 60_000) });
    expect(report.mailed).toBe(1);
    const mail = (await mails()).filter((m) => m.lead_id === fay);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.html_body).toContain('Price reduced');
    expect(mail[0]!.html_body).toContain(`$${(price - 40_000).toLocaleString('en-US')}`);
  });
});
