import type { LeadFlow } from './schema';

/** GET/PUT /api/crm/lead-flow's answer (plain: the editor reads it too). */
export interface LeadFlowAnswer extends LeadFlow {
  /** When an admin last saved it; null: never saved, the pond default applies (EMPTY_LEAD_FLOW). */
  updatedAt: string | null;
}
