import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '@/lib/db/paths';
import { closeDatabase, openDatabase, type Db } from '@/lib/db/client';
import { dropDatabase, freshDatabase, rows } from './harness';

let db: Db;
let dir: string | null;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
});
afterAll(() => dropDatabase(dir));

const TENANT_OWNED = [
  'company_domains', 'company_locations', 'agents', 'leads', 'lead_addresses', 'favourites', 'viewed_properties', 'e_alerts',
  'lead_searches', 'questions', 'showing_requests', 'notes', 'todos', 'activities', 'outgoing_mail',
  'sessions', 'audit_log', 'property_overrides',
];

test('every SPEC entity has its table', async () => {
  const tables = (await rows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public'`)).map((r) => r.table_name);
  for (const t of [
    'companies', 'company_mls_sources', 'mls_sources', 'properties', 'property_images', 'price_history', 'open_houses', 'schools',
    'property_schools', 'feature_groups', 'features', 'property_features', ...TENANT_OWNED,
  ]) {
    expect(tables).toContain(t);
  }
});

test('every tenant-owned table carries a non-null company_id', async () => {
  const cols = await rows<{ table_name: string; is_nullable: string }>(
    db,
    sql`select table_name, is_nullable from information_schema.columns where table_schema = 'public' and column_name = 'company_id'`,
  );
  const byTable = new Map(cols.map((c) => [c.table_name, c.is_nullable]));
  for (const t of TENANT_OWNED) expect([t, byTable.get(t)]).toEqual([t, 'NO']);
});

test('the search extensions are installed and trigram indexes exist', async () => {
  const ext = (await rows<{ extname: string }>(db, sql`select extname from pg_extension`)).map((r) => r.extname);
  expect(ext).toEqual(expect.arrayContaining(['pg_trgm', 'cube', 'earthdistance']));
  const idx = (await rows<{ indexname: string }>(db, sql`select indexname from pg_indexes where tablename = 'properties'`)).map((r) => r.indexname);
  expect(idx).toEqual(expect.arrayContaining(['properties_address_trgm_idx', 'properties_geo_covering_idx', 'properties_search_idx', 'properties_listed_order_idx', 'properties_address_prefix_idx']));
  const distance = await rows<{ miles: number }>(db, sql`select (earth_distance(ll_to_earth(40.92, -72.66), ll_to_earth(41.1, -72.36)) / 1609.344)::float as miles`);
  expect(distance[0]!.miles).toBeGreaterThan(18);
  expect(distance[0]!.miles).toBeLessThan(25);
});

test('migrations run again on the next start without change', async () => {
  await closeDatabase();
  const { db: reopened } = await openDatabase();
  const applied = await rows<{ n: number }>(reopened, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  expect(applied[0]!.n).toBe(journal.entries.length);
  db = reopened;
});

test('one e-mail is one lead per company, case-insensitively, but may exist in two companies', async () => {
  const settings = { siteName: 'T', propertyTypes: [{ param: 'r', title: 'R' }], propertyStatuses: [{ param: 'a', title: 'A' }] };
  const ids = await rows<{ id: number }>(db, sql`insert into companies (name, settings) values ('A', ${JSON.stringify(settings)}::jsonb), ('B', ${JSON.stringify(settings)}::jsonb) returning id`);
  const [a, b] = ids.map((r) => r.id);
  await db.execute(sql`insert into leads (company_id, email) values (${a}, 'Pat@Example.com'), (${b}, 'pat@example.com')`);
  await expect(db.execute(sql`insert into leads (company_id, email) values (${a}, 'pat@EXAMPLE.com')`)).rejects.toThrow();
});
