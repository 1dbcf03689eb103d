import { LEAD_STAGES, type LeadStage } from '@/lib/db/schema/leads';
import type { Rng } from './random';

const DAY = 86_400_000;

/** Where a brokerage's leads come from, roughly in the proportions a busy office sees. */
export const LEAD_SOURCES: [string, number][] = [
  ['Website sign-up', 34], ['Zillow', 12], ['Realtor.com', 9], ['Google ads', 11], ['Facebook ads', 10],
  ['Open house', 7], ['Referral', 9], ['Import', 8],
];

const TAGS = ['first-time buyer', 'investor', 'relocating', 'pre-approved', 'VIP', 'second home', 'downsizing', 'cash buyer'];

/** A worked lead's stage: most are early in the funnel, a few close. */
const WORKED_STAGES: [LeadStage, number][] = [
  ['new', 16], ['attempted', 13], ['contacted', 15], ['nurture', 22], ['appointment', 8], ['active', 11], ['under_contract', 5], ['closed', 6], ['lost', 4],
];
/** Nobody works a pond lead: it is new, was tried once, went quiet or was given up on. */
const POND_STAGES: [LeadStage, number][] = [['new', 50], ['attempted', 15], ['nurture', 20], ['lost', 15]];

export interface Staff {
  id: number;
  type: string;
}

export interface LeadMix {
  stage: LeadStage;
  source: string;
  buyerAgentId: number | null;
  listingAgentId: number | null;
  lenderId: number | null;
  tags: string[];
  /** The lead-routing rule that placed the lead (its lead-routing activity). */
  routingRule: string;
  /** A lead that signed up last week is still new: the demo's new leads are recent. */
  createdAt: Date;
}

/**
 * Who works a lead, its stage, source and tags. Every agent, broker and realtor gets buyer
 * leads, a pond of about one in eight has none; sellers get a listing agent, about a third a
 * lender (the lenders in turn, so each has several). The first leads walk through every stage
 * so even a tiny seed (the tests' dozen) shows each one.
 */
export function leadMix(rng: Rng, index: number, base: { isSeller: boolean; createdAt: Date }, staff: Staff[], now: Date): LeadMix {
  const buyerAgents = staff.filter((a) => a.type !== 'lender');
  const listers = staff.filter((a) => a.type === 'broker' || a.type === 'realtor');
  const lenders = staff.filter((a) => a.type === 'lender');
  const pond = index >= LEAD_STAGES.length && rng.chance(0.14);
  const stage = index < LEAD_STAGES.length ? LEAD_STAGES[index]! : rng.weighted(pond ? POND_STAGES : WORKED_STAGES);
  const source = rng.weighted(LEAD_SOURCES);
  // Spread buyer leads over the staff in turn, with a little luck, so nobody's list is empty.
  const buyerAgent = pond ? null : rng.chance(0.7) ? buyerAgents[index % buyerAgents.length]! : rng.pick(buyerAgents);
  const lender = !pond && lenders.length > 0 && (rng.chance(0.32) || stage === 'under_contract') ? lenders[index % lenders.length]! : null;
  const tags = new Set<string>();
  if (base.isSeller) tags.add('seller');
  if (lender && rng.chance(0.6)) tags.add('pre-approved');
  for (let k = rng.weighted([[0, 4], [1, 5], [2, 2]]); k > 0; k--) tags.add(rng.pick(TAGS));
  const createdAt = stage === 'new' && !pond ? new Date(now.getTime() - rng.int(20, 14 * 24 * 60) * 60_000) : base.createdAt;
  return {
    stage,
    source,
    buyerAgentId: buyerAgent?.id ?? null,
    listingAgentId: base.isSeller && listers.length > 0 ? rng.pick(listers).id : null,
    lenderId: lender?.id ?? null,
    tags: [...tags],
    // Some worked leads sat in the pond until an agent claimed them (their lead-claim activity).
    routingRule: pond || rng.chance(0.12) ? 'Default rule: pond' : source === 'Referral' ? 'Referrals: first to claim' : `${source}: round robin`,
    createdAt: createdAt.getTime() > now.getTime() - DAY / 48 ? new Date(now.getTime() - DAY / 48) : createdAt,
  };
}
