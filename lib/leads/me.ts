import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { eAlerts, favourites, leads } from '@/lib/db/schema';
import { specLeadFields } from './spec-lead-fields';

/** GET /api/leads/me: the lead as stored now (not as the token remembers it), with counts the menu needs. */
export async function getLeadProfile(companyId: number, leadId: number) {
  const db = await getDb();
  const [lead] = await db.select().from(leads).where(and(eq(leads.id, leadId), eq(leads.companyId, companyId))).limit(1);
  if (!lead) return null;
  const [[favs], [alerts], related] = await Promise.all([
    db.select({ total: count() }).from(favourites).where(and(eq(favourites.companyId, companyId), eq(favourites.leadId, leadId))),
    db.select({ total: count() }).from(eAlerts).where(and(eq(eAlerts.companyId, companyId), eq(eAlerts.leadId, leadId))),
    relatedLead(companyId, lead.primaryLeadId, lead.id),
  ]);
  return {
    ...specLeadFields(lead, { exists: related !== null, firstName: related?.firstName ?? null }),
    fullName: [lead.firstName, lead.lastName].filter(Boolean).join(' ') || null,
    favourites: { data: { total: Number(favs?.total ?? 0) } },
    eAlerts: { data: { total: Number(alerts?.total ?? 0) } },
  };
}

/** The other half of a buyer/co-buyer pair, whichever side this lead is. */
async function relatedLead(companyId: number, primaryLeadId: number | null, leadId: number) {
  const db = await getDb();
  const where = primaryLeadId
    ? and(eq(leads.companyId, companyId), eq(leads.id, primaryLeadId))
    : and(eq(leads.companyId, companyId), eq(leads.primaryLeadId, leadId));
  const [row] = await db.select({ firstName: leads.firstName }).from(leads).where(where).limit(1);
  return row ?? null;
}
