import type { PromptSettings } from '@/lib/ab/prompt';
import type { VariantFigures } from '@/lib/ab/stats';

/** The answers of /api/crm/ab-tests (plain types: the /ab screen reads them too). */

export type AbTestStatus = 'draft' | 'running' | 'stopped';

export interface AbVariantView extends PromptSettings {
  id: number;
  /** 0 is the control. */
  position: number;
  name: string;
  weight: number;
  figures: VariantFigures;
}

export interface AbTestView {
  id: number;
  name: string;
  status: AbTestStatus;
  startedAt: string | null;
  stoppedAt: string | null;
  winnerVariantId: number | null;
  createdAt: string;
  variants: AbVariantView[];
  totals: { exposures: number; conversions: number };
}
