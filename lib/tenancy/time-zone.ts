/**
 * The time zone the site's times are in: showings, open houses, "Others looking" (SPEC is
 * silent). One zone for now, the demo brokerages' (i18n/request.ts uses it too); a company
 * setting when a brokerage elsewhere signs up.
 */
export const COMPANY_TIME_ZONE = 'America/New_York';
