import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities, eAlerts, leads, leadSearches } from '@/lib/db/schema';
import { seedIfEmpty } from '@/lib/seed';
import { createEAlert, deleteEAlert, listEAlerts, updateEAlert } from '@/lib/ealerts/service';
import { HttpError } from '@/lib/http/errors';
import { recordLeadSearch } from '@/lib/leads/lead-searches';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, TEST_IMAGE_DIR } from './harness';

let db: Db;
let dir: string | null;
let company: Company;
let leadId: number;
let otherLeadId: number;

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 200, leadsPerCompany: 4, imageDir: TEST_IMAGE_DIR });
  company = (await getCompany(1))!;
  const [a, b] = await db.select({ id: leads.id }).from(leads).where(eq(leads.companyId, 1)).limit(2);
  leadId = a!.id;
  otherLeadId = b!.id;
});
afterAll(() => dropDatabase(dir));

const activitiesOf = (type: 'e-alert-frequency-changed' | 'lead-search', lead = leadId) =>
  db.select().from(activities).where(and(eq(activities.companyId, 1), eq(activities.leadId, lead), eq(activities.type, type)));

const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (e: unknown) => (e instanceof HttpError ? e.status : 500));

test('a frequency change is recorded as an e-alert-frequency-changed activity and clears next_due_at; other changes are not', async () => {
  const saved = await createEAlert(company, leadId, { criteria: { city_label: 'Riverhead, NY' } });
  if (saved.kind !== 'saved') throw new Error('expected a new alert');
  const id = saved.alert.id;
  const due = new Date(Date.now() + 86_400_000);
  await db.update(eAlerts).set({ nextDueAt: due }).where(eq(eAlerts.id, id));
  const before = (await activitiesOf('e-alert-frequency-changed')).length;
  await updateEAlert(company, leadId, id, { customName: 'Town' });
  await updateEAlert(company, leadId, id, { frequency: 'twice_a_week' }); // the same as before: no change
  expect(await activitiesOf('e-alert-frequency-changed')).toHaveLength(before);
  expect((await db.select().from(eAlerts).where(eq(eAlerts.id, id)))[0]!.nextDueAt).toEqual(due);
  await updateEAlert(company, leadId, id, { frequency: 'daily' });
  const after = await activitiesOf('e-alert-frequency-changed');
  expect(after).toHaveLength(before + 1);
  // The delivery job recomputes the due time from the new frequency (docs/e-alerts.md).
  expect((await db.select().from(eAlerts).where(eq(eAlerts.id, id)))[0]!.nextDueAt).toBeNull();
  expect(after.at(-1)!.data).toEqual({ eAlertId: id, name: 'Town', from: 'twice_a_week', to: 'daily', via: 'saved-searches' });
});

test('another lead’s alert: 404 and nothing written, no activity either', async () => {
  const saved = await createEAlert(company, leadId, { criteria: { zip: '11901' } });
  if (saved.kind !== 'saved') throw new Error('expected a new alert');
  const before = (await activitiesOf('e-alert-frequency-changed', otherLeadId)).length;
  expect(await statusOf(updateEAlert(company, otherLeadId, saved.alert.id, { frequency: 'never', customName: 'x' }))).toBe(404);
  expect(await statusOf(deleteEAlert(1, otherLeadId, saved.alert.id))).toBe(404);
  const [row] = await db.select().from(eAlerts).where(eq(eAlerts.id, saved.alert.id));
  expect(row).toMatchObject({ leadId, frequency: 'twice_a_week', customName: '11901' });
  expect(await activitiesOf('e-alert-frequency-changed', otherLeadId)).toHaveLength(before);
});

test('saves of one lead at the same moment take turns: distinct names, one of equal criteria', async () => {
  const results = await Promise.all(
    Array.from({ length: 4 }, (_, i) => createEAlert(company, leadId, { criteria: { city_label: 'Orient, NY', minbeds: String(i + 1) }, customName: 'Race' })),
  );
  const names = results.map((r) => (r.kind === 'saved' ? r.alert.customName : null)).sort();
  expect(names).toEqual(['Race', 'Race (1)', 'Race (2)', 'Race (3)']);
  const same = await Promise.all([0, 1].map(() => createEAlert(company, leadId, { criteria: { city_label: 'East Marion, NY' } })));
  expect(same.map((r) => r.kind).sort()).toEqual(['duplicate', 'saved']);
});

test('a lead that no longer exists: 401, nothing written', async () => {
  expect(await statusOf(createEAlert(company, 999_999, { criteria: {} }))).toBe(401);
  expect(await statusOf(listEAlerts(1, 999_999))).toBe(401);
  expect(await statusOf(recordLeadSearch(company, 999_999, { criteria: {}, type: 'newSearch' }))).toBe(401);
  expect(await db.select().from(eAlerts).where(eq(eAlerts.leadId, 999_999))).toEqual([]);
});

test('POST /api/leads/me/search writes a lead_searches row with the priority and a lead-search activity', async () => {
  const before = (await activitiesOf('lead-search')).length;
  const search = await recordLeadSearch(company, leadId, { criteria: { city_label: 'Southold, NY', minprice: 500000 }, type: 'favoritedHome' });
  const [row] = await db.select().from(leadSearches).where(eq(leadSearches.id, search.id));
  expect(row).toMatchObject({ companyId: 1, leadId, priority: 3, criteria: { minprice: '500000', city_label: 'Southold, NY' } });
  const logged = await activitiesOf('lead-search');
  expect(logged).toHaveLength(before + 1);
  expect(logged.at(-1)!.data).toEqual({ searchId: search.id, type: 'favoritedHome', priority: 3, criteria: { minprice: '500000', city_label: 'Southold, NY' } });
});

test('bad criteria: 422 before anything is written', async () => {
  const count = async () => (await db.select().from(leadSearches).where(eq(leadSearches.leadId, leadId))).length;
  const before = await count();
  expect(await statusOf(recordLeadSearch(company, leadId, { criteria: { nope: 'x' }, type: 'newSearch' }))).toBe(422);
  expect(await statusOf(createEAlert(company, leadId, { criteria: { minprice: 'lots' } }))).toBe(422);
  expect(await count()).toBe(before);
});
