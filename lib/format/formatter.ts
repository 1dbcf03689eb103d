// use-intl/core (next-intl's own core, no React): scripts run under tsx --conditions=react-server, where
// next-intl's entry pulls its client provider into a React without createContext.
import { createFormatter } from 'use-intl/core';
import { formats } from '@/i18n/formats';
import { LOCALE } from '@/i18n/locale';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

/**
 * Formatting outside a request and outside React (mail templates, jobs, SEO and activity texts
 * built in lib/, validation messages, option labels built from constants): the same locale,
 * formats and time zone as i18n/request.ts, so a page and an e-mail say a price alike.
 * Components use useFormatter() / getFormatter() instead; plain functions used from both take a
 * `Formatter` parameter. A plain module (no catalogue import), so client code may use it too.
 */
export type Formatter = ReturnType<typeof createFormatter>;

export const formatter: Formatter = createFormatter({ locale: LOCALE, formats, timeZone: COMPANY_TIME_ZONE });

/** "1,234", "2.5": a number with thousands separators (SPEC §9), for texts built in lib/. */
export const formatCount = (n: number): string => formatter.number(n, 'count');

/** "$1,250,000": whole dollars, for texts built in lib/. */
export const formatPrice = (dollars: number): string => formatter.number(dollars, 'price');
