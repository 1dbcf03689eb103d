import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities, agents } from '@/lib/db/schema';
import type { ActivityItem } from './types';

/** An activity just written by an agent, as the timeline shows it (the 201 of DESIGN §9's POSTs). */
export async function writtenActivity(tx: Db, row: typeof activities.$inferSelect): Promise<ActivityItem> {
  const [agent] = row.agentId === null ? [] : await tx.select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(eq(agents.id, row.agentId)).limit(1);
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt.toISOString(),
    agent: agent ? { id: agent.id, name: `${agent.firstName} ${agent.lastName}` } : null,
    property: null,
    data: row.data,
  };
}
