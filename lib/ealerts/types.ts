import type { Criteria } from './criteria';
import type { EAlertFrequency } from './frequencies';

/** An e-alert as the API answers it (SPEC §3 "E-alert"); dates are ISO texts. */
export interface EAlert {
  id: number;
  criteria: Criteria;
  customName: string;
  description: string | null;
  frequency: EAlertFrequency;
  createdAt: string;
  updatedAt: string;
}

/** What a client sends to save a search (POST /api/leads/me/e-alerts, body `ealert`). */
export interface EAlertDraft {
  criteria: Criteria;
  customName?: string | null;
  description?: string | null;
  frequency?: EAlertFrequency;
}

/** What may change (PUT /api/leads/me/e-alerts/{id}, body `ealert`). */
export type EAlertPatch = Partial<Pick<EAlert, 'criteria' | 'customName' | 'frequency' | 'description'>>;
