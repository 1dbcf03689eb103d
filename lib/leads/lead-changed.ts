import type { SessionLead } from './session-lead';

const COMPARED: (keyof SessionLead)[] = [
  'email', 'emailStatus', 'phone', 'phoneStatus', 'firstName', 'lastName', 'completed', 'agentId', 'hasCoBuyer', 'relatedLeadFirstName', 'isEngaged', 'stage',
];

/** SPEC §4: "if any field changed the token is refreshed" — the token carries these fields. */
export function leadChanged(before: SessionLead, after: SessionLead): boolean {
  return COMPARED.some((key) => before[key] !== after[key]);
}
