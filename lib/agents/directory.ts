import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import { agentJson, compareAgents, type AgentRow } from './agent-json';

/** Only these columns ever leave the table for public pages (never the password hash). */
const PUBLIC_COLUMNS = {
  id: agents.id,
  type: agents.type,
  firstName: agents.firstName,
  lastName: agents.lastName,
  title: agents.title,
  email: agents.email,
  phone: agents.phone,
  primaryPhone: agents.primaryPhone,
  photoUrl: agents.photoUrl,
};

/** SPEC §7 GET /agents: the company's active agents, brokers first, then by name. */
export async function companyAgents(companyId: number) {
  const db = await getDb();
  const rows: AgentRow[] = await db.select(PUBLIC_COLUMNS).from(agents).where(and(eq(agents.companyId, companyId), eq(agents.isActive, true)));
  return rows.sort(compareAgents).map(agentJson);
}

/** One active agent of this company with the profile's extra text; null for any other id (another tenant's included). */
export async function findAgent(companyId: number, id: number) {
  const db = await getDb();
  const [row] = await db
    .select({ ...PUBLIC_COLUMNS, bio: agents.bio, licenseNumber: agents.licenseNumber, videoUrl: agents.videoUrl })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.id, id), eq(agents.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The active agent of this company whose agentSite value (SPEC §2) this is; null for none. */
export async function findAgentIdBySite(companyId: number, site: string): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.site, site), eq(agents.isActive, true)))
    .orderBy(agents.id)
    .limit(1);
  return row?.id ?? null;
}

/** The company's active agents who have a video URL stored (still to be validated), in list order. */
export async function agentsWithVideoUrl(companyId: number) {
  const db = await getDb();
  const rows = await db
    .select({ ...PUBLIC_COLUMNS, videoUrl: agents.videoUrl })
    .from(agents)
    .where(and(eq(agents.companyId, companyId), eq(agents.isActive, true), isNotNull(agents.videoUrl)));
  return rows.sort(compareAgents);
}
