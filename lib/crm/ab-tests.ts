import 'server-only';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { forgetPromptState } from '@/lib/ab/site-prompt';
import { BUILT_IN_PROMPT, promptSettings, type PromptSettings } from '@/lib/ab/prompt';
import { testFigures } from '@/lib/ab/stats';
import { recordAudit } from '@/lib/audit/log';
import { getDb, type Db } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { abAssignments, abTests, abVariants, sitePrompts } from '@/lib/db/schema';
import { conflict, notFound, unprocessable } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import type { CreateInput, PatchInput, VariantInput } from './ab-input';
import type { AbTestStatus, AbTestView } from './ab-types';

const NOT_FOUND = 'A/B test not found';
/** The list shows the newest tests; a brokerage runs a few a year. */
const LIST_LIMIT = 100;

type TestRow = typeof abTests.$inferSelect;
type VariantRow = typeof abVariants.$inferSelect;

/** Exposures and conversions per variant of these tests, one grouped read. */
async function countsOf(db: Db, companyId: number, testIds: number[]): Promise<Map<number, { exposures: number; conversions: number }>> {
  if (testIds.length === 0) return new Map();
  const rows = await db
    .select({ variantId: abAssignments.variantId, exposures: count(), conversions: count(abAssignments.convertedAt) })
    .from(abAssignments)
    .where(and(eq(abAssignments.companyId, companyId), inArray(abAssignments.testId, testIds)))
    .groupBy(abAssignments.variantId);
  return new Map(rows.map((r) => [r.variantId, { exposures: Number(r.exposures), conversions: Number(r.conversions) }]));
}

function toView(test: TestRow, variants: VariantRow[], counts: Map<number, { exposures: number; conversions: number }>): AbTestView {
  const mine = variants.filter((v) => v.testId === test.id).sort((a, b) => a.position - b.position);
  const figures = testFigures(mine.map((v) => counts.get(v.id) ?? { exposures: 0, conversions: 0 }));
  return {
    id: test.id,
    name: test.name,
    status: test.status,
    startedAt: test.startedAt?.toISOString() ?? null,
    stoppedAt: test.stoppedAt?.toISOString() ?? null,
    winnerVariantId: test.winnerVariantId,
    createdAt: test.createdAt.toISOString(),
    variants: mine.map((v, i) => ({ id: v.id, position: v.position, name: v.name, weight: v.weight, ...promptSettings(v), figures: figures[i]! })),
    totals: figures.reduce((t, f) => ({ exposures: t.exposures + f.exposures, conversions: t.conversions + f.conversions }), { exposures: 0, conversions: 0 }),
  };
}

async function views(db: Db, companyId: number, tests: TestRow[]): Promise<AbTestView[]> {
  const ids = tests.map((t) => t.id);
  if (ids.length === 0) return [];
  const [variants, counts] = await Promise.all([
    db.select().from(abVariants).where(and(eq(abVariants.companyId, companyId), inArray(abVariants.testId, ids))).orderBy(asc(abVariants.position)),
    countsOf(db, companyId, ids),
  ]);
  return tests.map((t) => toView(t, variants, counts));
}

/** GET /api/crm/ab-tests: the company's tests, running first, then newest first, with their figures. */
export async function listAbTests(companyId: number, status?: AbTestStatus): Promise<AbTestView[]> {
  const db = await getDb();
  const tests = await db
    .select()
    .from(abTests)
    .where(and(eq(abTests.companyId, companyId), status ? eq(abTests.status, status) : undefined))
    .orderBy(desc(abTests.id))
    .limit(LIST_LIMIT);
  const list = await views(db, companyId, tests);
  return [...list.filter((t) => t.status === 'running'), ...list.filter((t) => t.status !== 'running')];
}

/** GET /api/crm/ab-tests/{id}: another company's test, or none, is 404. */
export async function getAbTest(companyId: number, id: number): Promise<AbTestView> {
  const db = await getDb();
  const [test] = await db.select().from(abTests).where(and(eq(abTests.companyId, companyId), eq(abTests.id, id))).limit(1);
  if (!test) throw notFound(NOT_FOUND);
  return (await views(db, companyId, [test]))[0]!;
}

const variantRows = (companyId: number, testId: number, variants: VariantInput[]) =>
  variants.map((v, position) => ({ companyId, testId, position, name: v.name, weight: v.weight, headline: v.headline, body: v.body, buttonLabel: v.buttonLabel, trigger: v.trigger, triggerValue: v.trigger === 'gated' ? 0 : v.triggerValue, freePictures: v.freePictures }));

/** POST /api/crm/ab-tests: a draft; the first variant is the control. */
export async function createAbTest(access: CrmAccess, input: CreateInput, request: NextRequest): Promise<AbTestView> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [test] = await tx.insert(abTests).values({ companyId: access.companyId, name: input.name, createdBy: access.agentId }).returning({ id: abTests.id });
    await tx.insert(abVariants).values(variantRows(access.companyId, test!.id, input.variants));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'ab.create', outcome: 'success', subject: `A/B test ${test!.id}`, data: { name: input.name } }, request, tx);
    return test!.id;
  });
  return getAbTest(access.companyId, id);
}

/** PATCH /api/crm/ab-tests/{id}: edit a draft, start it, or stop it keeping a winner. */
export async function patchAbTest(access: CrmAccess, id: number, patch: PatchInput, request: NextRequest, now: Date): Promise<AbTestView> {
  const db = await getDb();
  const companyId = access.companyId;
  try {
    await db.transaction(async (tx) => {
      const [test] = await tx.select().from(abTests).where(and(eq(abTests.companyId, companyId), eq(abTests.id, id))).for('update').limit(1);
      if (!test) throw notFound(NOT_FOUND);
      const audit = (action: string, data: Record<string, unknown>) => recordAudit({ companyId, agentId: access.agentId, action, outcome: 'success', subject: `A/B test ${id}`, data }, request, tx);

      if (patch.status === 'running') {
        if (test.status !== 'draft') throw conflict(test.status === 'running' ? 'This test is running already' : 'A stopped test cannot start again: make a new one');
        const [other] = await tx.select({ id: abTests.id, name: abTests.name }).from(abTests).where(and(eq(abTests.companyId, companyId), eq(abTests.status, 'running'))).limit(1);
        if (other) throw conflict(`“${other.name}” is running: stop it before starting another test`);
        await tx.update(abTests).set({ status: 'running', startedAt: now, updatedAt: now }).where(eq(abTests.id, id));
        await audit('ab.start', {});
        return;
      }
      if (patch.status === 'stopped') {
        if (test.status !== 'running') throw conflict('Only a running test can be stopped');
        const [winner] = await tx.select().from(abVariants).where(and(eq(abVariants.companyId, companyId), eq(abVariants.testId, id), eq(abVariants.id, patch.winnerVariantId ?? 0))).limit(1);
        if (!winner) throw unprocessable('winnerVariantId: must be a variant of this test', { winnerVariantId: 'must be a variant of this test' });
        await tx.update(abTests).set({ status: 'stopped', stoppedAt: now, winnerVariantId: winner.id, updatedAt: now }).where(eq(abTests.id, id));
        // The winner's prompt is what everyone sees from now on.
        const settings: PromptSettings = promptSettings(winner);
        await tx
          .insert(sitePrompts)
          .values({ companyId, ...settings, fromTestId: id, fromVariantId: winner.id, updatedAt: now })
          .onConflictDoUpdate({ target: sitePrompts.companyId, set: { ...settings, fromTestId: id, fromVariantId: winner.id, updatedAt: now } });
        await audit('ab.stop', { winnerVariantId: winner.id, winner: winner.name });
        return;
      }
      if (test.status !== 'draft') throw conflict('Only a draft can be edited: a started test keeps its variants, so its figures stay comparable');
      await tx.update(abTests).set({ ...(patch.name !== undefined ? { name: patch.name } : {}), updatedAt: now }).where(eq(abTests.id, id));
      if (patch.variants) {
        await tx.delete(abVariants).where(and(eq(abVariants.companyId, companyId), eq(abVariants.testId, id)));
        await tx.insert(abVariants).values(variantRows(companyId, id, patch.variants));
      }
      await audit('ab.edit', { name: patch.name ?? null, variants: patch.variants?.length ?? null });
    });
  } catch (error) {
    // Two admins starting two tests at once: the one-running index lets one through.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict('Another test is running: stop it before starting this one');
    throw error;
  }
  if (patch.status) forgetPromptState(companyId);
  return getAbTest(companyId, id);
}

/** The prompt a new test's control starts from: the site's current default (a past winner), else the built-in one. */
export async function currentDefaultPrompt(companyId: number): Promise<PromptSettings> {
  const db = await getDb();
  const [row] = await db.select().from(sitePrompts).where(eq(sitePrompts.companyId, companyId)).limit(1);
  return row ? promptSettings(row) : BUILT_IN_PROMPT;
}
