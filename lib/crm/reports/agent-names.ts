import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';

/** Names of the company's agents by id (reports show names; the queries group by id). */
export async function agentNames(companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), inArray(agents.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}
