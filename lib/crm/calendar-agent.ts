import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { forbidden, notFound } from '@/lib/http/errors';
import type { CrmAccess } from './access';

export interface CalendarAgent {
  id: number;
  firstName: string;
  lastName: string;
  type: string;
  isActive: boolean;
}

/**
 * Whose calendar or hours a call is about: the caller's own, or (brokers and admins only) a
 * colleague's named by `agentId`. A non-manager naming someone else is 403; an id that is no
 * agent of the company is 404, with no hint whether it exists elsewhere.
 */
export async function calendarAgent(db: Db, access: CrmAccess, agentId: number | undefined): Promise<CalendarAgent> {
  const id = agentId ?? access.agentId;
  if (id !== access.agentId && !access.canManage) throw forbidden("Only brokers and admins can see or change a colleague's calendar");
  const [row] = await db
    .select({ id: agents.id, firstName: agents.firstName, lastName: agents.lastName, type: agents.type, isActive: agents.isActive })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.companyId, access.companyId)))
    .limit(1);
  if (!row) throw notFound('Agent not found');
  return row;
}
