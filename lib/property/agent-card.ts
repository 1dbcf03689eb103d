import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';

export interface AgentCard {
  id: number;
  name: string;
  title: string | null;
  phone: string | null;
  email: string;
  photoUrl: string | null;
}

/**
 * Who answers for a listing on this site (SPEC §3 buyerAgent, CRMAgent): the lead's own buyer
 * agent when they have one, else the site's agent, else the company's first active agent.
 */
export async function listingAgent(viewer: Viewer): Promise<AgentCard | null> {
  const db = await getDb();
  const companyId = viewer.company.id;
  const preferred = viewer.lead?.agentId ?? viewer.company.agent?.id ?? null;
  const columns = { id: agents.id, firstName: agents.firstName, lastName: agents.lastName, title: agents.title, phone: agents.primaryPhone, fallbackPhone: agents.phone, email: agents.email, photoUrl: agents.photoUrl };
  const [own] = preferred === null ? [] : await db.select(columns).from(agents).where(and(eq(agents.companyId, companyId), eq(agents.id, preferred), eq(agents.isActive, true))).limit(1);
  const [row] = own ? [own] : await db.select(columns).from(agents).where(and(eq(agents.companyId, companyId), eq(agents.type, 'agent'), eq(agents.isActive, true))).orderBy(asc(agents.id)).limit(1);
  if (!row) return null;
  return { id: row.id, name: `${row.firstName} ${row.lastName}`, title: row.title, phone: row.phone ?? row.fallbackPhone, email: row.email, photoUrl: row.photoUrl };
}
