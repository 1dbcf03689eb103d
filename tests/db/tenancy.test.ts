import type { Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/seed';
import { getLeadProfile } from '@/lib/leads/me';
import { companyIdForHost, getCompany } from '@/lib/tenancy/company';
import { toSettingsResponse } from '@/lib/tenancy/settings-response';
import { authenticateAgent } from '@/lib/auth/agent-login';
import { storageKeyFor } from '@/lib/property/images';
import { sql } from 'drizzle-orm';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

let db: Db;
let dir: string | null;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 200, leadsPerCompany: 6, imageDir: TEST_IMAGE_DIR });
});
afterAll(() => dropDatabase(dir));

test('hosts resolve to their company; unknown hosts to nothing', async () => {
  expect(await companyIdForHost('localhost')).toBe(1);
  expect(await companyIdForHost('127.0.0.1')).toBe(1);
  expect(await companyIdForHost('second.localhost')).toBe(2);
  expect(await companyIdForHost('unknown.localhost')).toBeNull();
});

test('the settings response has every DESIGN §8 key, absent values as null', async () => {
  const response = toSettingsResponse((await getCompany(1))!);
  expect(Object.keys(response)).toEqual(
    expect.arrayContaining(['id', 'domain', 'logo', 'phone', 'email', 'agent', 'menu', 'footer', 'UI', 'filters', 'locations', 'mlsSources', 'personalSiteUrl', 'trackingCodes', 'facebookLoginEnabled', 'socialLogin', 'fieldsConfiguration', 'showPropertiesDealRatings']),
  );
  expect(response.agent).toBeNull();
  expect(response.trackingCodes.googleAnalyticsId).toBeNull();
  expect(response.filters.filter_groups.every((g) => g.features.length > 0)).toBe(true);
  const two = toSettingsResponse((await getCompany(2))!);
  expect(two.agent?.site).toBeTruthy();
  // The agent site rule is applied to the stored menu.
  expect(two.menu).toContain(`agentSite=${two.agent!.site}`);
  expect(two.mlsSources.map((s) => s.code)).toEqual(['eemls']);
});

test("a lead is read only within its own company", async () => {
  const [lead] = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 order by id limit 1`);
  expect(await getLeadProfile(1, lead!.id)).toMatchObject({ id: lead!.id });
  expect(await getLeadProfile(2, lead!.id)).toBeNull();
});

test('agents sign in only on their own company, with the right password', async () => {
  const [agent] = await rows<{ email: string; company_id: number }>(db, sql`select email, company_id from agents where company_id = 1 order by id limit 1`);
  expect(await authenticateAgent(1, agent!.email.toUpperCase(), 'demo1234')).toMatchObject({ ok: true, agent: { companyId: 1 } });
  expect(await authenticateAgent(1, agent!.email, 'wrong')).toMatchObject({ ok: false });
  expect(await authenticateAgent(2, agent!.email, 'demo1234')).toEqual({ ok: false, agentId: null });
});

test('the database refuses a row about a lead under another company', async () => {
  const [lead] = await rows<{ id: number }>(db, sql`select id from leads where company_id = 1 limit 1`);
  const [property] = await rows<{ id: number }>(db, sql`select id from properties limit 1`);
  await expect(db.execute(sql`insert into favourites (company_id, lead_id, property_id) values (2, ${lead!.id}, ${property!.id})`)).rejects.toThrow();
  await expect(db.execute(sql`insert into activities (company_id, lead_id, type) values (2, ${lead!.id}, 'created')`)).rejects.toThrow();
  await expect(db.execute(sql`insert into notes (company_id, lead_id, body) values (2, ${lead!.id}, 'x')`)).rejects.toThrow();
});

test("photos are served only for listings of the company's feeds", async () => {
  const [listing] = await rows<{ id: number }>(
    db,
    sql`select p.id from properties p join mls_sources s on s.id = p.source_id where s.code = 'nfmls' and p.photos_count > 0 order by p.id limit 1`,
  );
  expect(await storageKeyFor(1, listing!.id, 0)).toMatch(/^ext-\d+\.jpg$/);
  // Company 2 subscribes to the other feed only.
  expect(await storageKeyFor(2, listing!.id, 0)).toBeNull();
});
