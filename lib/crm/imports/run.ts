import 'server-only';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { afterNewLead } from '@/lib/automation/new-lead';
import { getDb } from '@/lib/db/client';
import { agents, leadImports } from '@/lib/db/schema';
import { getCompany } from '@/lib/tenancy/company';
import { importBatch, type ImportRun } from './batch';
import { IMPORT_FIELDS, type ImportField } from './fields';
import { parseCsv } from './parse';

/** Rows per transaction: big enough that the per-batch queries are few, small enough that a retry redoes little. */
export const IMPORT_BATCH_SIZE = 500;
/** Runs that may stop on an error before the import is failed. */
export const MAX_IMPORT_ATTEMPTS = 3;
const ACTIVE = ['queued', 'running'] as const;

export type RunOutcome = 'done' | 'busy' | 'paused' | 'failed' | 'missing';

interface RunOptions {
  now?: Date;
  stillHolding?: () => Promise<boolean>;
  batchSize?: number;
}

const isField = (v: unknown): v is ImportField => typeof v === 'string' && (IMPORT_FIELDS as readonly string[]).includes(v);

/**
 * Runs (or resumes) one import, batch by batch. Each batch is one transaction that takes the
 * import row with FOR UPDATE SKIP LOCKED, imports the rows from its checkpoint (`processed`) and
 * moves the checkpoint and the counters in the same commit: a second worker skips an import
 * another holds, and a retried run starts where the last commit left it, so every row is
 * imported exactly once. Mails and jobs the lead flow recorded go out after each commit.
 */
export async function runLeadImport(importId: number, { now = new Date(), stillHolding = async () => true, batchSize = IMPORT_BATCH_SIZE }: RunOptions = {}): Promise<RunOutcome> {
  const db = await getDb();
  const [job] = await db.select().from(leadImports).where(eq(leadImports.id, importId)).limit(1);
  if (!job) return 'missing';
  if (!(ACTIVE as readonly string[]).includes(job.status)) return 'done';
  // Everything a batch reads besides leads, read before any transaction (PGlite: one connection).
  const company = await getCompany(job.companyId);
  if (!company) return 'missing';
  const { headers, rows } = parseCsv(job.csv);
  const columns = Object.entries(job.mapping).flatMap(([column, field]) => {
    const index = headers.indexOf(column);
    return index >= 0 && isField(field) ? [[index, field] as const] : [];
  });
  const team = await db.select({ id: agents.id, email: agents.email }).from(agents)
    .where(and(eq(agents.companyId, job.companyId), eq(agents.isActive, true), ne(agents.type, 'lender')));
  const run: ImportRun = {
    importId, company, agentId: job.agentId, fileName: job.fileName, dedupe: job.dedupe, tags: job.tags, source: job.source,
    columns, rows, agentsByEmail: new Map(team.map((a) => [a.email.toLowerCase(), a.id])), now,
  };
  // The file is the stored one: its row count cannot change, but the stored total is what the page shows.
  const total = Math.min(job.total, rows.length);
  for (;;) {
    if (!(await stillHolding())) return 'paused';
    const step = await db.transaction(async (tx) => {
      const [held] = await tx.select({ processed: leadImports.processed }).from(leadImports)
        .where(and(eq(leadImports.id, importId), inArray(leadImports.status, ACTIVE)))
        .for('update', { skipLocked: true });
      if (!held) return null;
      const start = held.processed;
      const { counts, after } = start < total ? await importBatch(tx, run, start, batchSize) : { counts: { created: 0, merged: 0, skipped: 0, failed: 0 }, after: [] };
      const processed = Math.min(total, start + batchSize);
      const done = processed >= total;
      await tx.update(leadImports).set({
        processed: done ? job.total : processed,
        created: sql`${leadImports.created} + ${counts.created}`,
        merged: sql`${leadImports.merged} + ${counts.merged}`,
        skipped: sql`${leadImports.skipped} + ${counts.skipped}`,
        failed: sql`${leadImports.failed} + ${counts.failed}`,
        status: done ? 'succeeded' : 'running',
        startedAt: sql`coalesce(${leadImports.startedAt}, ${now.toISOString()}::timestamptz)`,
        finishedAt: done ? now : null,
      }).where(eq(leadImports.id, importId));
      return { after, done };
    });
    if (!step) return 'busy';
    for (const after of step.after) await afterNewLead(after);
    if (step.done) return 'done';
  }
}

/** A run stopped on an error: counted, and the third makes the import failed (the rows before its checkpoint stay imported). */
async function recordStop(importId: number, now: Date, error: unknown): Promise<void> {
  console.error(`Lead import ${importId}:`, error);
  const db = await getDb();
  await db.update(leadImports).set({
    attempts: sql`${leadImports.attempts} + 1`,
    status: sql`case when ${leadImports.attempts} + 1 >= ${MAX_IMPORT_ATTEMPTS} then 'failed' else ${leadImports.status} end`,
    error: sql`case when ${leadImports.attempts} + 1 >= ${MAX_IMPORT_ATTEMPTS} then 'The import stopped at row ' || (${leadImports.processed} + 1) || ' after ' || ${MAX_IMPORT_ATTEMPTS} || ' tries; the rows before it are imported' else null end`,
    finishedAt: sql`case when ${leadImports.attempts} + 1 >= ${MAX_IMPORT_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
  }).where(and(eq(leadImports.id, importId), inArray(leadImports.status, ACTIVE)));
}

/**
 * The `lead-imports` job: every queued or running import, oldest first, each to the end (or
 * until the queue takes the job back). Any instance may run it; imports another instance holds
 * are skipped. A run that throws is counted against its import and the next import goes on.
 */
export async function runDueLeadImports({ now = new Date(), stillHolding = async () => true }: { now?: Date; stillHolding?: () => Promise<boolean> } = {}): Promise<Record<RunOutcome, number>> {
  const report: Record<RunOutcome, number> = { done: 0, busy: 0, paused: 0, failed: 0, missing: 0 };
  const db = await getDb();
  const seen: number[] = [];
  for (;;) {
    const [next] = await db.select({ id: leadImports.id }).from(leadImports)
      .where(and(inArray(leadImports.status, ACTIVE), seen.length > 0 ? notInArray(leadImports.id, seen) : undefined))
      .orderBy(asc(leadImports.createdAt), asc(leadImports.id)).limit(1);
    if (!next) return report;
    seen.push(next.id);
    try {
      const outcome = await runLeadImport(next.id, { now, stillHolding });
      report[outcome] += 1;
      if (outcome === 'paused') return report;
    } catch (error) {
      report.failed += 1;
      await recordStop(next.id, now, error);
    }
  }
}
