/**
 * GET /api/crm/greatsheet?offset=&limit=&{the leads list's filters and sort}: a window of the
 * leads the caller sees. The filters and sort are the leads list's own schema
 * (lib/crm/leads-query.ts) so the two screens read one URL language; the page is replaced by
 * a window, which the grid asks for as its viewport moves. Plain module (the client builds
 * its calls with it).
 */
import { z } from 'zod';
import type { LeadFilterOptions } from './leads-list-types';
import type { TransferCandidate } from './types';
import { DEFAULT_PER_PAGE, leadsQuerySchema, leadsQueryString, type LeadsQuery } from './leads-query';
import { formatCount } from '@/lib/format/formatter';

/** Rows per call the grid asks for (a screen or two of rows either way of the viewport). */
export const GREATSHEET_WINDOW = 100;
export const GREATSHEET_MAX_LIMIT = 500;
/** Far beyond any company's leads; keeps the number a plain int4 the driver takes as it is. */
export const GREATSHEET_MAX_OFFSET = 10_000_000;

const whole = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${formatCount(max)}`;
  return z
    .string()
    .regex(/^\d{1,8}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((v) => v ?? fallback);
};

export const greatsheetQuerySchema = leadsQuerySchema.omit({ page: true, per_page: true }).extend({
  offset: whole('offset', 0, GREATSHEET_MAX_OFFSET, 0),
  limit: whole('limit', 1, GREATSHEET_MAX_LIMIT, GREATSHEET_WINDOW),
});

export type GreatsheetQuery = z.output<typeof greatsheetQuerySchema>;
export type GreatsheetFilters = Omit<GreatsheetQuery, 'offset' | 'limit'>;

/** The canonical query string of the filters and sort (the page's URL; the window calls add offset and limit). */
export function greatsheetFiltersString(filters: GreatsheetFilters): string {
  const asList: LeadsQuery = { ...filters, page: 1, per_page: DEFAULT_PER_PAGE };
  return leadsQueryString(asList);
}

/** The list's query without its page: what the sheet's URL holds. */
export function greatsheetFilters(query: LeadsQuery): GreatsheetFilters {
  const { q, stage, agentId, source, tag, pond, hot, sort } = query;
  return { q, stage, agentId, source, tag, pond, hot, sort };
}

/** One window as the API answers it. */
export interface GreatsheetWindowAnswer<Row> {
  data: Row[];
  meta: { total: number; offset: number; limit: number };
}

/** What the sheet's cells and menus need besides rows. */
export interface GreatsheetOptions {
  /** Every agent of the company by id (listing agents and lenders may have left; their names still show). */
  agentNames: Record<number, string>;
  /** Who may become a lead's buyer agent (the transfer call's own list). */
  buyerAgents: TransferCandidate[];
  /** The leads list's filter menus (agents, sources, and the tags in use, which the tag editor suggests). */
  filters: LeadFilterOptions;
}
