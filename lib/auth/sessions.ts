import 'server-only';
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { sessions } from '@/lib/db/schema';
import { clientAddress } from '@/lib/http/client-address';
import type { SessionRef } from './jwt';
import { AGENT_SESSION_SECONDS, LEAD_SESSION_SECONDS } from './session-lifetimes';

export type { SessionRef };

/** Why a session ended (sessions.revoked_reason). */
export type RevokeReason = 'logout' | 'everywhere' | 'password' | 'deactivated' | 'takeover' | 'admin';

export { AGENT_SESSION_SECONDS, LEAD_SESSION_SECONDS };

/**
 * How long the token before a refresh keeps working: requests already sent with it (a page's
 * other calls, another tab) must not sign the lead out. `SESSION_ROTATION_GRACE_MS`, 10 s.
 */
export function rotationGraceMs(): number {
  const configured = Number(process.env.SESSION_ROTATION_GRACE_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 10_000;
}

type Subject = { kind: 'agent'; agentId: number } | { kind: 'lead'; leadId: number };

const subjectColumns = (subject: Subject) =>
  subject.kind === 'agent' ? { agentId: subject.agentId, leadId: null } : { agentId: null, leadId: subject.leadId };

const subjectCondition = (companyId: number, subject: Subject) =>
  and(
    eq(sessions.companyId, companyId),
    eq(sessions.kind, subject.kind),
    subject.kind === 'agent' ? eq(sessions.agentId, subject.agentId) : eq(sessions.leadId, subject.leadId),
  );

/** A new session for someone who just proved who they are (password, code, link, sign-up). */
export async function createSession(companyId: number, subject: Subject, request: { headers: Headers } | null, db?: Db): Promise<SessionRef> {
  const target = db ?? (await getDb());
  const id = crypto.randomBytes(16).toString('base64url');
  const seconds = subject.kind === 'agent' ? AGENT_SESSION_SECONDS : LEAD_SESSION_SECONDS;
  await target.insert(sessions).values({
    id,
    companyId,
    kind: subject.kind,
    ...subjectColumns(subject),
    expiresAt: new Date(Date.now() + seconds * 1000),
    ip: request ? clientAddress(request) : null,
    userAgent: request?.headers.get('user-agent')?.slice(0, 255) ?? null,
  });
  return { id, version: 1 };
}

/**
 * A refreshed token replaces the one before: the session's version moves on, and the old
 * version works only for the grace period. Two refreshes racing (two tabs) both end on the
 * newest version. Null when the session has ended.
 */
export async function rotateSession(companyId: number, ref: SessionRef): Promise<SessionRef | null> {
  const db = await getDb();
  const graceMs = rotationGraceMs();
  const [moved] = await db
    .update(sessions)
    .set({ version: sql`${sessions.version} + 1`, previousVersionUntil: sql`now() + ${`${graceMs} milliseconds`}::interval` })
    .where(and(eq(sessions.id, ref.id), eq(sessions.companyId, companyId), eq(sessions.version, ref.version), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .returning({ version: sessions.version });
  if (moved) return { id: ref.id, version: moved.version };
  // Someone refreshed first: the caller's token is the previous version, still in its grace.
  const [current] = await db
    .select({ version: sessions.version })
    .from(sessions)
    .where(and(eq(sessions.id, ref.id), eq(sessions.companyId, companyId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .limit(1);
  return current ? { id: ref.id, version: current.version } : null;
}

/** An ended session expires now too: its row is then pruned a month on (lib/auth/session-pruning.ts). */
const endedNow = (reason: RevokeReason) => ({ revokedAt: sql`now()`, revokedReason: reason, expiresAt: sql`least(${sessions.expiresAt}, now())` });

/** Ends one session (log-out); 1 if it was live, 0 if it had already ended. */
export async function revokeSession(companyId: number, id: string, reason: RevokeReason, db?: Db): Promise<number> {
  const target = db ?? (await getDb());
  const ended = await target
    .update(sessions)
    .set(endedNow(reason))
    .where(and(eq(sessions.id, id), eq(sessions.companyId, companyId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of an agent or lead (sign out everywhere, password change, deactivation, take-over). */
export async function revokeAllSessions(companyId: number, subject: Subject, reason: RevokeReason, options: { db?: Db } = {}): Promise<number> {
  const target = options.db ?? (await getDb());
  const ended = await target
    .update(sessions)
    .set(endedNow(reason))
    .where(and(subjectCondition(companyId, subject), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The live sessions of an agent or lead, newest first (for "where am I signed in"). */
export async function listSessions(companyId: number, subject: Subject) {
  const db = await getDb();
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(subjectCondition(companyId, subject), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
    .orderBy(sql`${sessions.lastSeenAt} desc`)
    .limit(100);
}

/**
 * The SQL condition "this token's session is live now": not ended, not expired, and the
 * token's version is the current one (or the one before, within its grace after a refresh).
 */
export function liveSessionCondition(ref: SessionRef) {
  return and(
    eq(sessions.id, ref.id),
    isNull(sessions.revokedAt),
    sql`${sessions.expiresAt} > now()`,
    sql`(${sessions.version} = ${ref.version} or (${sessions.version} = ${ref.version + 1} and ${sessions.previousVersionUntil} > now()))`,
  );
}

const SEEN_EVERY_MS = 5 * 60_000;

/** Notes that a session was used, at most every few minutes (no write per request). */
export async function touchSession(id: string, lastSeenAt: Date): Promise<void> {
  if (Date.now() - lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  const db = await getDb();
  await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
}

