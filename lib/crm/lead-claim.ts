import 'server-only';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { activities, leads } from '@/lib/db/schema';
import { lockOpenOffer, resolveOffer } from '@/lib/automation/lead-flow/offers';
import { conflict, forbidden } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import type { ActivityItem } from './types';
import { visibleLeadsWhere } from './visible-leads';
import { writtenActivity } from './written-activity';

export const CLAIMED_FIRST = 'Someone claimed this lead first';
export const NOT_IN_GROUP = 'This lead is offered to a group of agents first: only they (or a broker) may claim it until the offer ends';

/**
 * POST /api/crm/leads/{id}/claim: a pond lead (no buyer agent) becomes the caller's, with its
 * `lead-claim` activity. The UPDATE's own `buyer_agent_id is null` decides a race: of two claims
 * at once one updates the row and the other, finding it taken, gets 409 (DESIGN §9). Lenders
 * may not claim (403); a lead outside the caller's view is 404. While a first-to-claim offer
 * of the lead flow is open (lib/automation/lead-flow/offers.ts), only its group and managers
 * may claim (others 403); the winning claim resolves the offer. The offer is locked before the
 * lead, the order the expiry job takes them in, so a claim and an expiry never both win.
 */
export async function claimLead(access: CrmAccess, leadId: number): Promise<ActivityItem> {
  if (!access.canClaim) throw forbidden('Lenders cannot claim leads');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const offer = await lockOpenOffer(tx, access.companyId, leadId);
    if (offer && !access.canManage && !offer.agentIds.includes(access.agentId)) {
      // Only a lead the caller sees may say so; anyone else hears 404 as for any hidden lead.
      await lockVisibleLead(tx, access, leadId);
      throw forbidden(NOT_IN_GROUP);
    }
    const [won] = await tx
      .update(leads)
      .set({ buyerAgentId: access.agentId, updatedAt: new Date() })
      .where(and(eq(leads.id, leadId), visibleLeadsWhere(access), isNull(leads.buyerAgentId)))
      .returning({ id: leads.id });
    if (!won) {
      if (await justClaimed(tx, access.companyId, leadId)) throw conflict(CLAIMED_FIRST);
      // Still visible: held by its buyer agent (409); otherwise not ours to see (404).
      await lockVisibleLead(tx, access, leadId);
      throw conflict(CLAIMED_FIRST);
    }
    if (offer) await resolveOffer(tx, offer.id, 'claimed', new Date());
    await queueWebhookEvent(tx, access.companyId, 'lead.assigned', { leadId: won.id, change: { type: 'agent', from: null, to: access.agentId } }, new Date());
    const [row] = await tx.insert(activities).values({
      companyId: access.companyId, leadId: won.id, agentId: access.agentId, type: 'lead-claim',
      data: offer ? { agentId: access.agentId, from: 'offer', offerId: offer.id } : { agentId: access.agentId, from: 'pond' },
    }).returning();
    return writtenActivity(tx, row!);
  });
}

/** How long a lead that left the pond still answers 409 to a late claim rather than 404. */
const RACE_WINDOW_MS = 5 * 60_000;

/**
 * The loser of a race no longer sees the lead (it is a colleague's now), yet saw it in the pond
 * a moment ago: a claim of it within the window is "someone was faster", not "no such lead".
 * It tells only what the pond showed everyone a moment before.
 */
async function justClaimed(tx: Db, companyId: number, leadId: number): Promise<boolean> {
  const [row] = await tx.select({ id: activities.id }).from(activities)
    .where(and(eq(activities.companyId, companyId), eq(activities.leadId, leadId), eq(activities.type, 'lead-claim'), gt(activities.occurredAt, new Date(Date.now() - RACE_WINDOW_MS))))
    .limit(1);
  return row !== undefined;
}
