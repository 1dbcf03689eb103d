import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { eAlerts, leads } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';
import { deliverDueAlerts } from '@/lib/ealerts/delivery/deliver';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

// Mail links are signed; on a PostgreSQL server the app requires a configured secret (no generated one).
process.env.AUTH_SECRET ??= 'delivery-test-secret-0123456789abcdef0123';

/**
 * DESIGN §13 "hidden sold prices are absent from every answer" — the e-alert mail too. Tenant 2
 * shows sold prices to signed-up leads only (soldPricesRequireSignIn): a lead who has not
 * finished signing up gets mail about a sale without its price, in the HTML and the text,
 * also when the sale price is corrected later ("Updated", never "Price changed from $…").
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date(Date.now() + 60_000);
const at = (ms: number) => new Date(T0.getTime() + ms);

let db: Db;
let dir: string | null;
let sold: { id: number; city_slug: string; close_price: number; unparsed_address: string; property_type: string };
const leadIds = { half: 0, full: 0 };

const mails = (leadId: number) =>
  rows<{ html_body: string; text_body: string; subject: string }>(db, sql`select html_body, text_body, subject from outgoing_mail where kind = 'e-alert' and lead_id = ${leadId} order by id`);
/** The price as digits or as "$1,234,007", not inside a longer number. */
const mentions = (text: string, price: number) =>
  new RegExp(`(?<![\\d.,])(${price}|${price.toLocaleString('en-US')})(?![\\d,])`).test(text);

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 150, leadsPerCompany: 2, imageDir: TEST_IMAGE_DIR });
  delete process.env.SMTP_URL;
  const [found] = await rows<typeof sold>(
    db,
    sql`select p.id, p.city_slug, p.close_price, p.unparsed_address, p.property_type from properties p join mls_sources s on s.id = p.source_id
        where s.code = 'eemls' and p.status = 's' and p.property_type = 'r' and p.close_price is not null order by p.id limit 1`,
  );
  sold = { ...found!, id: Number(found!.id), close_price: Number(found!.close_price) };
  for (const [key, completed] of [['half', false], ['full', true]] as const) {
    const [lead] = await db.insert(leads).values({ companyId: 2, email: `${key}@example.com`, emailStatus: 'valid', firstName: key, lastName: 'Test', completed }).returning({ id: leads.id });
    leadIds[key] = lead!.id;
    await db.insert(eAlerts).values({ companyId: 2, leadId: lead!.id, criteria: { city: sold.city_slug, status: 's', type: 'r' }, customName: `${key} sold`, frequency: 'daily', createdAt: T0, updatedAt: T0 });
  }
  // The home sells after the alerts were saved, at a price no rounded list price has.
  await db.execute(sql`update properties set close_price = close_price + 7, close_date = ${at(HOUR).toISOString().slice(0, 10)}::date,
    modified_at = ${at(HOUR).toISOString()}::timestamptz where id = ${sold.id}`);
  sold.close_price += 7;
});
afterAll(() => dropDatabase(dir));

test('the mail about a sale: the price for a signed-up lead, none for a half-signed-up one', async () => {
  expect((await deliverDueAlerts({ now: at(DAY + 60_000) })).mailed).toBeGreaterThanOrEqual(2);
  const [half] = await mails(leadIds.half);
  const [full] = await mails(leadIds.full);
  for (const mail of [half!, full!]) {
    expect(mail.html_body).toContain(sold.unparsed_address);
    expect(mail.text_body).toContain(sold.unparsed_address);
  }
  expect([mentions(half!.html_body, sold.close_price), mentions(half!.text_body, sold.close_price), mentions(half!.subject, sold.close_price)]).toEqual([false, false, false]);
  expect(half!.html_body).toContain('Sign in to see the price');
  expect([mentions(full!.html_body, sold.close_price), mentions(full!.text_body, sold.close_price)]).toEqual([true, true]);
});

test('a corrected sale price is an update without either price for the half-signed-up lead', async () => {
  const before = sold.close_price;
  const after = before + 1000;
  await db.execute(sql`update properties set close_price = ${after}, modified_at = ${at(DAY + HOUR).toISOString()}::timestamptz where id = ${sold.id}`);
  await deliverDueAlerts({ now: at(2 * DAY + 2 * 60_000) });
  const half = (await mails(leadIds.half)).at(-1)!;
  const full = (await mails(leadIds.full)).at(-1)!;
  for (const price of [before, after]) {
    expect([price, mentions(half.html_body, price), mentions(half.text_body, price)]).toEqual([price, false, false]);
  }
  expect(half.text_body).toContain('Updated');
  expect(full.html_body).toContain(`Price increased from $${before.toLocaleString('en-US')}`);
});
