import type { Db } from '@/lib/db/client';
import type { LeadStage } from '@/lib/db/schema/leads';
import type * as t from '@/lib/db/schema';
import type { Rng } from './random';

/** A seeded primary lead, as the CRM seeds (timelines, hot leads, inbox) need to know it. */
export interface SeededLead {
  id: number;
  firstName: string;
  lastName: string;
  stage: LeadStage;
  createdAt: Date;
  isSeller: boolean;
  source: string;
  routingRule: string;
  buyerAgentId: number | null;
  listingAgentId: number | null;
  lenderId: number | null;
  /** Listings the lead has viewed (viewed_properties) and, of those, favourited. */
  seen: number[];
  favourites: number[];
}

export interface ListingRef {
  id: number;
  street: string;
  town: string;
}

/** One company's CRM demo: what the seeds share. */
export interface CrmSeedContext {
  db: Db;
  rng: Rng;
  companyId: number;
  now: Date;
  staff: (typeof t.agents.$inferSelect)[];
  /** Who answers for a lead with no buyer agent (DESIGN §9: the site agent or the broker). */
  fallbackAgentId: number;
  /** Who hands leads on (transfers): the broker. */
  brokerId: number;
  leads: SeededLead[];
  /** The company's active listings, for new views, favourites and questions. */
  listings: ListingRef[];
  listingById: Map<number, ListingRef>;
}

export type ActivityRow = typeof t.activities.$inferInsert;

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export function agentName(ctx: CrmSeedContext, id: number | null): string {
  const a = ctx.staff.find((s) => s.id === id);
  return a ? `${a.firstName} ${a.lastName}` : '';
}

/** The words a phrase's placeholders take for this lead. */
export function wordsFor(ctx: CrmSeedContext, lead: SeededLead, propertyId?: number | null): { first: string; agent: string; lender: string; street: string; town: string } {
  const listing = ctx.listingById.get(propertyId ?? lead.seen[0] ?? -1) ?? ctx.listings[lead.id % ctx.listings.length];
  const agentId = lead.buyerAgentId ?? ctx.fallbackAgentId;
  return {
    first: lead.firstName,
    agent: agentName(ctx, agentId).split(' ')[0] ?? '',
    lender: agentName(ctx, lead.lenderId) || 'the bank',
    street: listing?.street ?? 'the house',
    town: listing?.town ?? 'Southold',
  };
}

/** The agent who answers for a lead: its buyer agent, or the fallback for a pond lead. */
export const answererOf = (ctx: CrmSeedContext, lead: SeededLead): number => lead.buyerAgentId ?? ctx.fallbackAgentId;
