/**
 * SPEC §9 e-alert frequencies, in SPEC's order. The same list as the e_alerts column
 * (lib/db/schema/leads.ts, EALERT_FREQUENCIES), kept here without the database schema so
 * browser code can import it; a unit test keeps the two equal.
 */
export const EALERT_FREQUENCIES = ['never', 'instantly', 'daily', 'twice_a_week', 'weekly', 'twice_a_month', 'monthly'] as const;
export type EAlertFrequency = (typeof EALERT_FREQUENCIES)[number];

/** SPEC §9: twice a week unless the lead chooses. */
export const DEFAULT_FREQUENCY: EAlertFrequency = 'twice_a_week';

/** SPEC §4/§9: an alert created by signing up through the save button uses the option at index 2. */
export const SIGN_UP_FREQUENCY: EAlertFrequency = EALERT_FREQUENCIES[2];

export function isFrequency(value: unknown): value is EAlertFrequency {
  return (EALERT_FREQUENCIES as readonly unknown[]).includes(value);
}
