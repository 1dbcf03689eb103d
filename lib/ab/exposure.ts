import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { abAssignments, abTests } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import { assignedVariant, promptState } from './site-prompt';

/**
 * The cached state may be up to PROMPT_TTL_MS old on another instance: the write itself checks
 * the test still runs (a primary-key read), so a test stopped a moment ago gains no rows.
 */
async function stillRunning(db: Db, companyId: number, testId: number): Promise<boolean> {
  const [row] = await db.select({ status: abTests.status }).from(abTests).where(and(eq(abTests.companyId, companyId), eq(abTests.id, testId))).limit(1);
  return row?.status === 'running';
}

/**
 * Exposure: the prompt of a running test was SHOWN to this visitor (POST /api/ab/exposure).
 * Checked against the visitor's real assignment (the hash), so nobody can count themselves into
 * another variant; idempotent (the first showing counts, later ones change nothing).
 */
export async function recordExposure(companyId: number, visitorId: string | null, claim: { testId: number; variantId: number }, now: Date): Promise<{ recorded: boolean }> {
  if (!visitorId) throw unprocessable('No visitor id: reload the page', { visitorId: 'is missing' });
  const state = await promptState(companyId);
  if (state.running?.id !== claim.testId) throw unprocessable('This test is not running', { testId: 'is not a running test of this site' });
  const variant = assignedVariant(state, { agent: null, lead: null, visitorId });
  if (variant?.id !== claim.variantId) throw unprocessable('This is not your variant', { variantId: "is not this visitor's variant" });
  const db = await getDb();
  if (!(await stillRunning(db, companyId, claim.testId))) throw unprocessable('This test is not running', { testId: 'is not a running test of this site' });
  const inserted = await db
    .insert(abAssignments)
    .values({ companyId, testId: claim.testId, variantId: variant.id, visitorId, exposedAt: now })
    .onConflictDoNothing()
    .returning({ testId: abAssignments.testId });
  return { recorded: inserted.length > 0 };
}

/**
 * Conversion: a visitor of a running test signed up (a new lead). Called after the sign-up's
 * transaction (lib/leads/registration.ts): a failure here is logged and never fails the sign-up.
 * A visitor who signed up saw the form, so one with no exposure row yet (its POST lost or still
 * on its way) is exposed and converted at once. Only the first sign-up of a visitor counts.
 */
export async function recordConversion(companyId: number, visitorId: string | null | undefined, leadId: number, now: Date): Promise<void> {
  if (!visitorId) return;
  try {
    const state = await promptState(companyId);
    const variant = assignedVariant(state, { agent: null, lead: null, visitorId });
    if (!variant || !state.running) return;
    const db = await getDb();
    if (!(await stillRunning(db, companyId, state.running.id))) return;
    await db
      .insert(abAssignments)
      .values({ companyId, testId: state.running.id, variantId: variant.id, visitorId, exposedAt: now, convertedAt: now, leadId })
      .onConflictDoUpdate({
        target: [abAssignments.testId, abAssignments.visitorId],
        set: { convertedAt: now, leadId },
        setWhere: and(isNull(abAssignments.convertedAt), eq(abAssignments.companyId, companyId)),
      });
  } catch (error) {
    console.error(`A/B conversion not recorded for lead ${leadId}:`, error instanceof Error ? error.message : error);
  }
}
