import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { abAssignments, abTests, abVariants, sitePrompts } from '@/lib/db/schema';
import { BUILT_IN_PROMPT } from '@/lib/ab/prompt';
import { insertInChunks } from './batch';
import { DAY } from './crm-context';
import type { Rng } from './random';

type Counts = { exposures: number; conversions: number };

/** Exposure rows for one variant, spread over the test's days; the converted ones a little after. */
function assignmentRows(companyId: number, testId: number, variantId: number, counts: Counts, from: number, to: number, rng: Rng, tag: string) {
  return Array.from({ length: counts.exposures }, (_, i) => {
    const exposedAt = from + Math.floor(rng.next() * (to - from));
    const converted = i < counts.conversions;
    return { companyId, testId, variantId, visitorId: `seed-${tag}-${i}`.slice(0, 32), exposedAt: new Date(exposedAt), convertedAt: converted ? new Date(Math.min(to, exposedAt + rng.int(1, 40) * 60_000)) : null };
  });
}

/**
 * /ab's demo (docs/admin.md "A/B tests"): every company has a test stopped a month ago whose
 * control won (so the site's prompt stays the built-in one the other tests expect), and the second
 * demo company a test running for twelve days with a challenger ahead. The running one only
 * changes words, never timing or free pictures, so visitors' pages behave as before.
 */
export async function seedAbTests(db: Db, rng: Rng, companyId: number, createdBy: number, now: Date, withRunning: boolean): Promise<void> {
  const t = now.getTime();
  const [stopped] = await db
    .insert(abTests)
    .values({ companyId, name: 'Photo wall: 3 vs 6 free pictures', status: 'stopped', startedAt: new Date(t - 58 * DAY), stoppedAt: new Date(t - 30 * DAY), createdBy, createdAt: new Date(t - 60 * DAY) })
    .returning({ id: abTests.id });
  const stoppedVariants = await db
    .insert(abVariants)
    .values([
      { companyId, testId: stopped!.id, position: 0, name: 'Control', weight: 50, ...BUILT_IN_PROMPT },
      { companyId, testId: stopped!.id, position: 1, name: 'Six free pictures', weight: 50, ...BUILT_IN_PROMPT, headline: 'See every photo: sign up free', freePictures: 6 },
    ])
    .returning({ id: abVariants.id });
  const [control, six] = stoppedVariants;
  await db.update(abTests).set({ winnerVariantId: control!.id }).where(and(eq(abTests.companyId, companyId), eq(abTests.id, stopped!.id)));
  await db.insert(sitePrompts).values({ companyId, ...BUILT_IN_PROMPT, fromTestId: stopped!.id, fromVariantId: control!.id, updatedAt: new Date(t - 30 * DAY) });
  await insertInChunks(db, abAssignments, [
    ...assignmentRows(companyId, stopped!.id, control!.id, { exposures: 1460, conversions: 73 }, t - 58 * DAY, t - 30 * DAY, rng, `${companyId}s0`),
    ...assignmentRows(companyId, stopped!.id, six!.id, { exposures: 1432, conversions: 64 }, t - 58 * DAY, t - 30 * DAY, rng, `${companyId}s1`),
  ]);
  if (!withRunning) return;

  const [running] = await db
    .insert(abTests)
    .values({ companyId, name: 'Headline: benefit vs plain', status: 'running', startedAt: new Date(t - 12 * DAY), createdBy, createdAt: new Date(t - 13 * DAY) })
    .returning({ id: abTests.id });
  const runningVariants = await db
    .insert(abVariants)
    .values([
      { companyId, testId: running!.id, position: 0, name: 'Control', weight: 50, ...BUILT_IN_PROMPT },
      { companyId, testId: running!.id, position: 1, name: 'Benefit headline', weight: 50, ...BUILT_IN_PROMPT, headline: 'Get new listings before anyone else', body: 'Free account: instant alerts, every photo, and your favourites on every device.', buttonLabel: 'Get alerts' },
    ])
    .returning({ id: abVariants.id });
  await insertInChunks(db, abAssignments, [
    ...assignmentRows(companyId, running!.id, runningVariants[0]!.id, { exposures: 842, conversions: 38 }, t - 12 * DAY, t - 60_000, rng, `${companyId}r0`),
    ...assignmentRows(companyId, running!.id, runningVariants[1]!.id, { exposures: 861, conversions: 61 }, t - 12 * DAY, t - 60_000, rng, `${companyId}r1`),
  ]);
}
