import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { afterNewLead, nothingAfterCommit } from '@/lib/automation/new-lead';
import { getDb } from '@/lib/db/client';
import { leadClaimOffers, leads } from '@/lib/db/schema';
import { applyRule } from './assign';
import { resolveOffer } from './offers';
import { DEFAULT_RULE_NAME } from './route-lead';
import { DEFAULT_RULE_ID } from './schema';
import { leadFlowOf } from './store';

/** Offers handled per run; the next run (a minute later) takes the rest. */
const BATCH = 200;

/**
 * The `lead-claims` periodic job: every first-to-claim offer whose window has passed at `now`
 * and that nobody claimed goes to the DEFAULT rule (never back to a first-to-claim rule: if
 * the default rule is first-to-claim too, the lead waits in the pond). One offer per
 * transaction, taken with FOR UPDATE SKIP LOCKED and resolved in it, so two instances running
 * at once each take different offers and every offer expires exactly once. A claim locks the
 * offer first too: an offer being claimed is skipped, then found resolved.
 */
export async function expireClaimOffers(now: Date): Promise<{ expired: number }> {
  const db = await getDb();
  let expired = 0;
  for (let i = 0; i < BATCH; i++) {
    const after = nothingAfterCommit();
    const done = await db.transaction(async (tx) => {
      const [offer] = await tx.select().from(leadClaimOffers)
        .where(and(isNull(leadClaimOffers.resolvedAt), lte(leadClaimOffers.expiresAt, now)))
        .orderBy(asc(leadClaimOffers.expiresAt), asc(leadClaimOffers.id)).limit(1)
        .for('update', { skipLocked: true });
      if (!offer) return false;
      await resolveOffer(tx, offer.id, 'expired', now);
      const [lead] = await tx.select().from(leads).where(and(eq(leads.companyId, offer.companyId), eq(leads.id, offer.leadId))).limit(1).for('update');
      // Assigned by hand meanwhile (a manager's transfer): nothing left to decide.
      if (!lead || lead.buyerAgentId !== null) return true;
      const flow = await leadFlowOf(tx, offer.companyId);
      const minutes = Math.max(1, Math.round((offer.expiresAt.getTime() - offer.createdAt.getTime()) / 60_000));
      await applyRule(tx, { companyId: offer.companyId, lead, now, after, company: null, reason: `nobody claimed it within ${minutes} minute${minutes === 1 ? '' : 's'}` },
        { ruleId: DEFAULT_RULE_ID, ruleName: DEFAULT_RULE_NAME, rule: flow.default });
      return true;
    });
    if (!done) break;
    expired++;
    await afterNewLead(after);
  }
  return { expired };
}
