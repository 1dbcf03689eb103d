import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { companies, companyDomains } from '@/lib/db/schema';
import { companyVersion, syncCompanyVersions } from '@/lib/tenancy/cache-versions';
import { companyIdForHost, getCompany, invalidateCompany } from '@/lib/tenancy/company';
import { listenForCompanyVersions, parseVersionNotice } from '@/lib/tenancy/version-notices';
import { dropDatabase, freshDatabase, rows } from './harness';

/**
 * DESIGN §11 cache invalidation without a second server: "another instance" is a write to the
 * tables plus a bump of company_cache_versions done straight in SQL, as that instance's save
 * would; this process's next poll (forced here with a later `now`, never a sleep) drops its
 * cached company and host lookups.
 */
let db: Db;
let dir: string | null;
let id = 0;
const later = () => Date.now() + 60_000;
const settings = (siteName: string, primary: string) => ({ siteName, colours: { primary, cta: '#b9770e' }, propertyTypes: [{ param: 'r', title: 'Houses' }], propertyStatuses: [{ param: 'a', title: 'Active' }] });

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  const [row] = await db.insert(companies).values({ name: 'Versioned Co', settings: settings('Versioned Co', '#1b4f72') }).returning({ id: companies.id });
  id = row!.id;
  await db.insert(companyDomains).values({ companyId: id, host: 'versioned.example', isPrimary: true });
});
afterAll(() => dropDatabase(dir));

test('a change bumped elsewhere is seen at the next poll; unbumped, the cache holds', async () => {
  const first = await getCompany(id);
  expect(first?.settings.colours.primary).toBe('#1b4f72');
  await db.update(companies).set({ settings: settings('Versioned Co', '#5b2c6f') }).where(eq(companies.id, id));
  // Not bumped: still the cached object (the TTL bounds this case: a change made by hand in SQL).
  await syncCompanyVersions(later());
  expect(await getCompany(id)).toBe(first);
  // Bumped as another instance's save does.
  await db.execute(sql`insert into company_cache_versions (company_id, version) values (${id}, 1) on conflict (company_id) do update set version = company_cache_versions.version + 1`);
  expect((await getCompany(id))?.settings.colours.primary).toBe('#1b4f72'); // polled less than a second ago
  await syncCompanyVersions(later());
  expect((await getCompany(id))?.settings.colours.primary).toBe('#5b2c6f');
});

test('a domain moved elsewhere is followed by the host cache; invalidateCompany bumps for every instance', async () => {
  expect(await companyIdForHost('versioned.example')).toBe(id);
  await db.update(companyDomains).set({ host: 'moved.example' }).where(eq(companyDomains.companyId, id));
  await db.execute(sql`update company_cache_versions set version = version + 1 where company_id = ${id}`);
  await syncCompanyVersions(later());
  expect(await companyIdForHost('versioned.example')).toBeNull();
  expect(await companyIdForHost('moved.example')).toBe(id);
  const version = sql`select version from company_cache_versions where company_id = ${id}`;
  const [before] = await rows<{ version: number }>(db, version);
  await invalidateCompany(id);
  const [after] = await rows<{ version: number }>(db, version);
  expect(after!.version).toBe(before!.version + 1);
});

test('a version notice says company:version; anything else is ignored', () => {
  expect(parseVersionNotice('12:7')).toEqual([12, 7]);
  for (const bad of [undefined, '', '12', '12:', 'x:1', '1:2:3', ' 1:2']) expect(parseVersionNotice(bad)).toBeNull();
});

// PostgreSQL: another instance's bump arrives as a NOTIFY at its commit, without waiting for a poll.
(process.env.DATABASE_URL ? test : test.skip)('on PostgreSQL a bump committed by another connection is noted at once, with no poll', async () => {
  await listenForCompanyVersions();
  const before = companyVersion(id);
  const { Client } = await import('pg');
  const other = new Client({ connectionString: process.env.DATABASE_URL });
  await other.connect();
  try {
    // What another instance's bumpCompanyVersion sends, in its own transaction.
    const { rows: bumped } = await other.query<{ version: number }>('update company_cache_versions set version = version + 1 where company_id = $1 returning version', [id]);
    await other.query("select pg_notify('company_cache_versions', $1)", [`${id}:${bumped[0]!.version}`]);
  } finally {
    await other.end();
  }
  const started = Date.now();
  while (companyVersion(id) === before && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(companyVersion(id)).toBe(before + 1);
});
