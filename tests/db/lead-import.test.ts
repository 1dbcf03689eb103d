import { sql } from 'drizzle-orm';
import { runDueLeadImports, runLeadImport } from '@/lib/crm/imports/run';
import type { Db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

/**
 * Issue 17 item 3, on PGlite and PostgreSQL: an import runs in batches whose checkpoint moves in
 * the batch's own transaction, so a run stopped between batches (the queue took the job back, a
 * worker died after a commit) resumes where it stopped, two runs at once share the work, and no
 * row is ever imported twice.
 */
let db: Db;
let dir: string | null;
const NOW = new Date('2026-03-02T15:00:00Z');

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 10, leadsPerCompany: 2, imageDir: TEST_IMAGE_DIR });
}, 240_000);
afterAll(() => dropDatabase(dir));

let files = 0;
/** An import of `count` rows (two of them refused, one a duplicate of an earlier row), queued as the upload leaves it. */
async function queueImport(count: number): Promise<{ id: number; tag: string }> {
  const tag = `retry-${++files}`;
  const lines = ['Name,Email,Phone'];
  for (let i = 1; i <= count; i++) lines.push(`Row ${i} Person,${tag}.${i}@import.test,`);
  lines.push('Broken Row,not-an-address,', `Again Person,${tag}.1@import.test,+1 631 555 0199`, 'No Contact,,');
  const [row] = await db.insert(schema.leadImports).values({
    companyId: 1, fileName: `${tag}.csv`, csv: lines.join('\r\n'), mapping: { Name: 'fullName', Email: 'email', Phone: 'phone' },
    dedupe: 'skip', tags: [tag], total: count + 3,
  }).returning({ id: schema.leadImports.id });
  return { id: row!.id, tag };
}

const importRow = async (id: number) => (await db.select().from(schema.leadImports).where(sql`id = ${id}`))[0]!;
const leadsTagged = async (tag: string) => (await rows<{ n: number }>(db, sql`select count(*)::int as n from leads where company_id = 1 and ${tag} = any(tags)`))[0]!.n;
const activitiesOf = async (tag: string, type: string) =>
  (await rows<{ n: number }>(db, sql`select count(*)::int as n from activities a join leads l on l.id = a.lead_id where ${tag} = any(l.tags) and a.type = ${type}`))[0]!.n;

test('a run stopped after a batch resumes at its checkpoint: every row once, counters add up', async () => {
  const { id, tag } = await queueImport(12);
  let batches = 0;
  expect(await runLeadImport(id, { now: NOW, batchSize: 5, stillHolding: async () => batches++ < 1 })).toBe('paused');
  expect(await importRow(id)).toMatchObject({ status: 'running', processed: 5, created: 5 });
  expect(await leadsTagged(tag)).toBe(5);
  // The retry: the same rows are not read again.
  expect(await runLeadImport(id, { now: NOW, batchSize: 5 })).toBe('done');
  const done = await importRow(id);
  expect(done).toMatchObject({ status: 'succeeded', total: 15, processed: 15, created: 12, skipped: 1, failed: 2, merged: 0 });
  expect(done.created + done.merged + done.skipped + done.failed).toBe(done.total);
  expect(await leadsTagged(tag)).toBe(12);
  expect(await activitiesOf(tag, 'auto-import')).toBe(12);
  expect(await activitiesOf(tag, 'lead-routing')).toBe(12);
  const errors = await rows<{ row_number: number; reason: string }>(db, sql`select row_number, reason from lead_import_errors where import_id = ${id} order by row_number`);
  expect(errors.map((e) => e.row_number)).toEqual([13, 15]);
  expect(errors[0]!.reason).toMatch(/^email: /);
  // A run of an import already done (a job retried after its last commit) changes nothing.
  expect(await runLeadImport(id, { now: NOW })).toBe('done');
  expect(await importRow(id)).toEqual(done);
  expect(await leadsTagged(tag)).toBe(12);
});

test('two runs at once share the import: each batch once', async () => {
  const { id, tag } = await queueImport(23);
  const outcomes = await Promise.all([runLeadImport(id, { now: NOW, batchSize: 4 }), runLeadImport(id, { now: NOW, batchSize: 4 })]);
  expect(outcomes).toContain('done');
  expect(await importRow(id)).toMatchObject({ status: 'succeeded', processed: 26, created: 23, skipped: 1, failed: 2 });
  expect(await leadsTagged(tag)).toBe(23);
  expect(await activitiesOf(tag, 'auto-import')).toBe(23);
});

test('the periodic job takes every queued import, and nothing once they are done', async () => {
  const first = await queueImport(3);
  const second = await queueImport(2);
  const report = await runDueLeadImports({ now: NOW });
  expect(report.done).toBe(2);
  expect((await importRow(first.id)).status).toBe('succeeded');
  expect((await importRow(second.id)).status).toBe('succeeded');
  expect(await runDueLeadImports({ now: NOW })).toEqual({ done: 0, busy: 0, paused: 0, failed: 0, missing: 0 });
  expect(await leadsTagged(first.tag)).toBe(3);
});
