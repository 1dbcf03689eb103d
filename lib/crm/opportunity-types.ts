/**
 * The pipeline board's wire shapes (DESIGN §9 /api/crm/opportunities). Plain types: the
 * services, the routes and the board's client components all import them.
 */
import type { OpportunityStage } from '@/lib/db/schema/opportunities';

export type { OpportunityStage };

/** One card: DESIGN's `{ id, leadId, propertyId, stage, value, expectedCloseAt }` plus what the board shows. */
export interface OpportunityCard {
  id: number;
  leadId: number;
  propertyId: number | null;
  stage: OpportunityStage;
  /** Whole dollars. */
  value: number;
  /** YYYY-MM-DD. */
  expectedCloseAt: string;
  position: number;
  lead: { id: number; fullName: string };
  property: { id: number; address: string; url: string } | null;
  agent: { id: number; name: string } | null;
  closedAt: string | null;
  updatedAt: string;
}

export interface StageTotal {
  count: number;
  /** The stage's value in whole dollars. */
  sum: number;
}

export type StageTotals = Record<OpportunityStage, StageTotal>;

/** GET /api/crm/opportunities: the cards (at most `perStage` a column) and every column's totals over all that match. */
export interface OpportunityBoard {
  data: OpportunityCard[];
  meta: { totals: StageTotals; perStage: number };
}
