import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { alertHotLead, deliverAlerts, noAlerts } from '@/lib/automation/triggers/agent-alert';
import { listingAddress } from '@/lib/automation/triggers/view-bursts';
import { activities, favourites } from '@/lib/db/schema';
import { forbidden, notFound, unauthorized } from '@/lib/http/errors';
import { listingAccess } from '@/lib/property/listing-access';
import { parseListingId } from '@/lib/property/listing-id';
import type { Company } from '@/lib/tenancy/company';
import { markLeadHot } from './hot-lead';
import { asExistingLead } from './lead-actions';
import { requireSignedUp } from './signed-up';

/**
 * Who may favourite (SPEC §4/§6): agents never (403); visitors are asked to sign up (401);
 * a lead who has not finished signing up, or must confirm a contact, is sent back to the
 * form (422, the client opens sign-up saveFavourites).
 */
export async function favouritingLead(viewer: Viewer) {
  if (viewer.agent) throw forbidden('Agents cannot save favorite homes');
  const lead = viewer.lead;
  if (!lead) throw unauthorized('Sign up to save your favorite homes');
  return requireSignedUp(viewer.company.id, lead, 'save your favorite homes');
}

/** The listing id of the path, if this company shows that listing; else 404 "Property not found". */
export async function favouritableListing(viewer: Viewer, idText: string): Promise<number> {
  const id = parseListingId(idText);
  const access = id === null ? null : await listingAccess(viewer.company, id, false);
  if (id === null || access?.kind !== 'ok') throw notFound('Property not found');
  return id;
}

async function favouritesCount(companyId: number, leadId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(favourites).where(and(eq(favourites.companyId, companyId), eq(favourites.leadId, leadId)));
  return Number(row?.n ?? 0);
}

/**
 * Sets or clears one favourite; the activity is recorded only when something changed, so a
 * repeated call is harmless. A new favourite marks the lead hot and, when that starts a hot
 * episode, alerts its agent (DESIGN §12; the activity carries `hotReason`). Answers the lead's
 * favourites count (SPEC §7 "data with count").
 */
export async function setFavourite(company: Company, leadId: number, propertyId: number, on: boolean, now = new Date()): Promise<{ count: number; changed: boolean }> {
  const companyId = company.id;
  const db = await getDb();
  const { changed, sends } = await asExistingLead(() =>
    db.transaction(async (tx) => {
      const rows = on
        ? await tx.insert(favourites).values({ companyId, leadId, propertyId }).onConflictDoNothing().returning({ id: favourites.propertyId })
        : await tx
            .delete(favourites)
            .where(and(eq(favourites.companyId, companyId), eq(favourites.leadId, leadId), eq(favourites.propertyId, propertyId)))
            .returning({ id: favourites.propertyId });
      if (rows.length === 0) return { changed: false, sends: noAlerts() };
      const hot = on && (await markLeadHot(tx, { companyId, leadId, reason: 'favourite', now }));
      await tx.insert(activities).values({ companyId, leadId, propertyId, type: on ? 'house-favorite-added' : 'house-favorite-removed', ...(hot ? { data: { hotReason: 'favourite' } } : {}) });
      const sends = hot ? await alertHotLead(tx, { company, leadId, reason: 'favourite', listing: await listingAddress(tx, propertyId) }) : noAlerts();
      return { changed: true, sends };
    }),
  );
  await deliverAlerts(sends);
  return { count: await favouritesCount(companyId, leadId), changed };
}

/** Unfavourite-all (SPEC §4): every favourite cleared, one removal activity per home. */
export async function clearFavourites(companyId: number, leadId: number): Promise<{ count: number; removed: number }> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(favourites)
      .where(and(eq(favourites.companyId, companyId), eq(favourites.leadId, leadId)))
      .returning({ propertyId: favourites.propertyId });
    if (rows.length > 0) {
      await tx.insert(activities).values(rows.map((r) => ({ companyId, leadId, propertyId: r.propertyId, type: 'house-favorite-removed' as const, data: { all: true } })));
    }
    return rows.length;
  });
  return { count: 0, removed };
}
