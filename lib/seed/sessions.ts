import { seededSessionId } from '@/lib/auth/seeded-sessions';
import { authSecret } from '@/lib/auth/secret';
import { AGENT_SESSION_SECONDS, LEAD_SESSION_SECONDS } from '@/lib/auth/session-lifetimes';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { insertInChunks } from './batch';

/** One session per seeded agent and lead (lib/auth/seeded-sessions.ts says why and who can use them). */
export async function seedSessions(db: Db, now: Date): Promise<number> {
  const [agentRows, leadRows] = await Promise.all([
    db.select({ id: t.agents.id, companyId: t.agents.companyId }).from(t.agents),
    db.select({ id: t.leads.id, companyId: t.leads.companyId }).from(t.leads),
  ]);
  const until = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const secret = authSecret();
  const rows: (typeof t.sessions.$inferInsert)[] = [
    ...agentRows.map((a) => ({ id: seededSessionId('agent', a.companyId, a.id, secret), companyId: a.companyId, kind: 'agent' as const, agentId: a.id, expiresAt: until(AGENT_SESSION_SECONDS), createdAt: now, lastSeenAt: now })),
    ...leadRows.map((l) => ({ id: seededSessionId('lead', l.companyId, l.id, secret), companyId: l.companyId, kind: 'lead' as const, leadId: l.id, expiresAt: until(LEAD_SESSION_SECONDS), createdAt: now, lastSeenAt: now })),
  ];
  await insertInChunks(db, t.sessions, rows, 1000);
  return rows.length;
}
