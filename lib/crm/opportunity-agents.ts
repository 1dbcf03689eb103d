import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import type { CrmAccess } from './access';

/** Who can work a deal: the company's active agents, brokers and realtors (the board's agent filter and the manager's owner menu). */
export async function boardAgents(access: CrmAccess): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db
    .select({ id: agents.id, name: sql<string>`${agents.firstName} || ' ' || ${agents.lastName}` })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), eq(agents.isActive, true), ne(agents.type, 'lender')))
    .orderBy(asc(agents.firstName), asc(agents.lastName), asc(agents.id));
}
