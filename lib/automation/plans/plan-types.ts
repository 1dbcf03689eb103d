/**
 * What the action-plan calls answer (DESIGN §12 and the lead page's panel). Plain: the
 * settings editor and the lead page read them.
 */
import type { ActionPlanStep, LeadPlanStatus } from '@/lib/db/schema/automation';

export type { ActionPlanStep, LeadPlanStatus };
export type StepKind = ActionPlanStep['kind'];

/** GET /api/crm/action-plans: one plan, with how many runs are under way. */
export interface ActionPlanItem {
  id: number;
  name: string;
  steps: ActionPlanStep[];
  active: boolean;
  runs: { active: number; paused: number };
  updatedAt: string;
}

export type DripStepStatus = 'scheduled' | 'fired' | 'failed' | 'cancelled';

export interface RunStep {
  index: number;
  kind: StepKind;
  voiceMail: boolean;
  /** The e-mail's subject, or the text, to-do or call's words as written in the plan. */
  title: string;
  dueAt: string;
  status: DripStepStatus;
  firedAt: string | null;
  /** Why a step failed (the lead cannot be texted …). */
  error: string | null;
}

/** GET /api/crm/leads/{id}/action-plans: one run of a plan on the lead. */
export interface LeadPlanRun {
  id: number;
  planId: number;
  planName: string;
  status: LeadPlanStatus;
  reason: string | null;
  appliedBy: { id: number; name: string } | null;
  startedAt: string;
  pausedAt: string | null;
  endedAt: string | null;
  done: number;
  total: number;
  /** The first step still to fire; null when none is left. */
  next: RunStep | null;
  steps: RunStep[];
}

export interface TemplatePreview {
  subject: string | null;
  body: string;
  /** Whose fields filled it: the lead's name, or "sample values". */
  filledWith: string;
}
