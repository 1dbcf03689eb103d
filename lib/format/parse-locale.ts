/**
 * The locale Intl is asked in to COMPUTE, not to display: a zoned calendar day, hour or minute
 * read back with formatToParts or parsed as digits. Fixed (Latin digits, Gregorian calendar,
 * 24-hour parts where asked) so the computation never changes with the site's language; words
 * people read go through next-intl's formatter (i18n/formats.ts) instead.
 */
export const PARSE_LOCALE = 'en-US-u-nu-latn-ca-gregory';

/** The same, writing days as YYYY-MM-DD (en-CA's order). */
export const DAY_KEY_LOCALE = 'en-CA-u-nu-latn-ca-gregory';
