import type * as t from '@/lib/db/schema';
import type { HotReason } from '@/lib/db/schema/leads';
import type { Draft } from './activity-catalogue';
import { type CrmSeedContext, DAY, MINUTE, type SeededLead } from './crm-context';
import type { InboxBuilder } from './crm-inbox-seed';

export interface HotLeads {
  drafts: { leadId: number; d: Draft }[];
  viewed: (typeof t.viewedProperties.$inferInsert)[];
  hotAt: Map<number, Date>;
  /** Why each turned hot (leads.hot_reason: the Hot badge says it). */
  hotReason: Map<number, HotReason>;
}

/**
 * DESIGN §12's hot leads: about ten a company (fewer for a tiny seed), each with the burst
 * that made it hot a little while ago — back after days away, five or more listings in under
 * an hour with one of them three times, then a favourite or a showing request (that one also
 * in the inbox). hot_at is the moment of the trigger. A couple are pond leads, to claim.
 */
export function planHotLeads(ctx: CrmSeedContext, inbox: InboxBuilder): HotLeads {
  const { rng, now } = ctx;
  const out: HotLeads = { drafts: [], viewed: [], hotAt: new Map(), hotReason: new Map() };
  const wanted = Math.max(1, Math.min(11, Math.round(ctx.leads.length * 0.07)));
  const live = ctx.leads.filter((l) => l.stage !== 'closed' && l.stage !== 'lost' && l.createdAt.getTime() < now.getTime() - 2 * DAY);
  const pond = rng.shuffle(live.filter((l) => l.buyerAgentId === null)).slice(0, 2);
  const worked = rng.shuffle(live.filter((l) => l.buyerAgentId !== null)).slice(0, wanted - pond.length);
  for (const lead of [...worked, ...pond]) burst(ctx, inbox, lead, out);
  return out;
}

function burst(ctx: CrmSeedContext, inbox: InboxBuilder, lead: SeededLead, out: HotLeads): void {
  const { rng, now } = ctx;
  // The burst lasts up to an hour and a half; it ended minutes to three days ago.
  let at = now.getTime() - 100 * MINUTE - Math.round(Math.pow(rng.next(), 1.7) * 3 * DAY);
  const step = () => (at += rng.int(2, 9) * MINUTE);
  const fresh = rng.shuffle(ctx.listings.filter((l) => !lead.seen.includes(l.id))).slice(0, rng.int(5, 7)).map((l) => l.id);
  if (fresh.length < 3) return;
  out.drafts.push({ leadId: lead.id, d: { type: 'return-visit', at, agentId: null, propertyId: null, data: { daysAway: rng.int(2, 21) } } });
  const first = at;
  // One listing three times, the rest once: both DESIGN §12 view triggers.
  const views = [...fresh, fresh[0]!, fresh[0]!];
  for (const propertyId of views) out.drafts.push({ leadId: lead.id, d: { type: 'property-view', at: step(), agentId: null, propertyId, data: {} } });
  for (const propertyId of fresh) {
    const n = views.filter((v) => v === propertyId).length;
    out.viewed.push({ companyId: ctx.companyId, leadId: lead.id, propertyId, viewsCount: n, firstViewedAt: new Date(first), lastViewedAt: new Date(at) });
  }
  lead.seen.push(...fresh);
  const trigger = step();
  let reason: HotReason = 'repeat-views';
  if (rng.chance(0.4)) {
    inbox.add(inbox.spec('showing', { ...lead, seen: [fresh[0]!] }, trigger));
    reason = 'showing-request';
  } else if (rng.chance(0.75)) {
    out.drafts.push({ leadId: lead.id, d: { type: 'house-favorite-added', at: trigger, agentId: null, propertyId: fresh[0]!, data: { hotReason: 'favourite' } } });
    reason = 'favourite';
  }
  out.hotAt.set(lead.id, new Date(trigger));
  out.hotReason.set(lead.id, reason);
}
