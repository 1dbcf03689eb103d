import type { LeadStage } from '@/lib/crm/types';

const STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  attempted: 'Attempted',
  contacted: 'Contacted',
  nurture: 'Nurture',
  appointment: 'Appointment',
  active: 'Active',
  under_contract: 'Under contract',
  closed: 'Closed',
  lost: 'Lost',
};

export const stageLabel = (stage: LeadStage): string => STAGE_LABELS[stage] ?? stage;
