import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { frameText, shouldIgnore } from '@/lib/browser/error-reporter';
import { getDb } from '@/lib/db/client';
import { errorReports, type ErrorSample } from '@/lib/db/schema';
import { RateLimit, limitFromEnv } from '@/lib/http/rate-limit';
import type { ErrorReportInput } from './report-input';

/** Groups older than this (by last seen) are deleted: 30 days. */
export const RETENTION_MS = 30 * 86_400_000;
/** At most this many groups per company; past it the least recently seen go. */
export const MAX_GROUPS_PER_COMPANY = limitFromEnv('ERROR_REPORT_GROUPS_PER_COMPANY', 500);

/** Per company and client address: ERROR_REPORTS_PER_MINUTE reports a minute (default 30), then 429 with Retry-After. */
export const reportLimit = new RateLimit('error-reports', limitFromEnv('ERROR_REPORTS_PER_MINUTE', 30), 60_000);

/** The group's key: the message and the top frame, as one reporter de-duplicates too. */
export function fingerprintOf(input: Pick<ErrorReportInput, 'message' | 'frames'>): string {
  return createHash('sha256').update(`${input.message.trim()}\n${frameText(input.frames[0])}`).digest('hex');
}

let buildId: string | null | undefined;
/** The running build's id (.next/BUILD_ID), the release a report came from when the browser did not say. */
function serverRelease(): string | null {
  if (buildId === undefined) {
    try {
      buildId = fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim().slice(0, 100) || null;
    } catch {
      buildId = null;
    }
  }
  return buildId;
}

export interface Reporter {
  companyId: number;
  leadId: number | null;
  agentId: number | null;
  userAgent: string;
}

/**
 * Stores one report in its group: a new group, or one more occurrence of a known one (count,
 * last seen, the latest sample; a resolved group shows again). 'Script error' is dropped here
 * too. A new group prunes the company's old ones (retention and cap), so the table stays bounded
 * without a job of its own.
 */
export async function ingestErrorReport(who: Reporter, input: ErrorReportInput, now = new Date()): Promise<{ id: number; count: number } | null> {
  if (shouldIgnore(input.message)) return null;
  const db = await getDb();
  const sample: ErrorSample = {
    message: input.message, url: input.url, userAgent: who.userAgent.slice(0, 300), release: input.release ?? serverRelease(),
    frames: input.frames, breadcrumbs: input.breadcrumbs, leadId: who.leadId, agentId: who.agentId,
  };
  const [row] = await db
    .insert(errorReports)
    .values({
      companyId: who.companyId, surface: input.surface, fingerprint: fingerprintOf(input), message: input.message.trim(),
      topFrame: input.frames[0] ? frameText(input.frames[0]) : null, firstSeenAt: now, lastSeenAt: now, sample,
    })
    .onConflictDoUpdate({
      target: [errorReports.companyId, errorReports.surface, errorReports.fingerprint],
      set: { count: sql`least(${errorReports.count} + 1, 2147483647)`, lastSeenAt: sql`greatest(${errorReports.lastSeenAt}, excluded.last_seen_at)`, sample: sql`excluded.sample`, resolvedAt: null, resolvedBy: null },
    })
    .returning({ id: errorReports.id, count: errorReports.count });
  if (row?.count === 1) await pruneErrorReports(who.companyId, now);
  return row ?? null;
}

/** Deletes the company's groups not seen for 30 days, then the least recently seen past the cap. */
export async function pruneErrorReports(companyId: number, now: Date): Promise<void> {
  const db = await getDb();
  await db.delete(errorReports).where(and(eq(errorReports.companyId, companyId), lt(errorReports.lastSeenAt, new Date(now.getTime() - RETENTION_MS))));
  const keep = db.select({ id: errorReports.id }).from(errorReports).where(eq(errorReports.companyId, companyId)).orderBy(sql`${errorReports.lastSeenAt} desc`, asc(errorReports.id)).limit(MAX_GROUPS_PER_COMPANY);
  await db.delete(errorReports).where(and(eq(errorReports.companyId, companyId), sql`${errorReports.id} not in (${keep})`));
}
