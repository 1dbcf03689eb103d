/**
 * The leads list's query (DESIGN §9 `GET /api/crm/leads?q=&stage=&agentId=&source=&tag=&pond=1&hot=1&sort=&page=&per_page=`):
 * one zod schema for the API route and the /leads page, and the canonical query string the
 * page puts in its URL and saved views store. Plain module: the client components import it
 * too, so it holds no server-only or database import (the stage list is checked against the
 * schema's by type only).
 */
import { z } from 'zod';
import type { LeadStage } from './types';
import { formatCount } from '@/lib/format/formatter';

export const LEAD_STAGE_OPTIONS = ['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost'] as const satisfies readonly LeadStage[];
// Fails to compile when the schema gains a stage this list lacks.
const everyStage: Exclude<LeadStage, (typeof LEAD_STAGE_OPTIONS)[number]> extends never ? true : never = true;
void everyStage;

export const SORT_FIELDS = ['created_at', 'last_activity_at', 'last_visit_at', 'name', 'stage'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface LeadSort {
  field: SortField;
  dir: 'asc' | 'desc';
}
export const DEFAULT_SORT: LeadSort = { field: 'created_at', dir: 'desc' };
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/** Deeper than anyone pages by hand; keeps OFFSET bounded. */
export const MAX_PAGE = 10_000;
export const MAX_Q = 100;
export const MAX_TAG = 40;

/** `created_at`, `name asc`, `last_activity_at desc` (a `+` or `:` between works too); null when it names no sort. */
export function parseSort(text: string): LeadSort | null {
  const match = /^\s*([a-z_]+)(?:[\s+:]+(asc|desc))?\s*$/i.exec(text);
  if (!match) return null;
  const field = match[1]!.toLowerCase();
  if (!(SORT_FIELDS as readonly string[]).includes(field)) return null;
  const dir = (match[2]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? (field === 'name' || field === 'stage' ? 'asc' : 'desc');
  return { field: field as SortField, dir };
}

export const formatSort = (sort: LeadSort): string => `${sort.field} ${sort.dir}`;

const safe = (text: string) => !text.includes('\u0000') && text.isWellFormed();
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(safe, { error: 'must not contain NUL characters or unpaired surrogates' })
    .transform((v) => (v === '' ? undefined : v))
    .optional();
const flag = (name: string) =>
  z
    .enum(['1', '0', 'true', 'false', ''], { error: `${name} must be 1 or 0` })
    .transform((v) => v === '1' || v === 'true')
    .optional();
const whole = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `must be a whole number from ${min} to ${formatCount(max)}` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be a whole number from ${min} to ${formatCount(max)}` }).max(max, { error: `must be a whole number from ${min} to ${formatCount(max)}` }))
    .optional()
    .transform((v) => v ?? fallback);

export const leadsQuerySchema = z.object({
  q: optionalText(MAX_Q),
  stage: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parts = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const bad = parts.find((s) => !(LEAD_STAGE_OPTIONS as readonly string[]).includes(s));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `must be one or more of ${LEAD_STAGE_OPTIONS.join(', ')}` });
        return z.NEVER;
      }
      const stages = [...new Set(parts)] as LeadStage[];
      return stages.length ? stages : undefined;
    }),
  agentId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'must be an id' })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: 'must be an id' }))
    .optional(),
  source: optionalText(100),
  tag: optionalText(MAX_TAG),
  pond: flag('pond'),
  hot: flag('hot'),
  sort: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return DEFAULT_SORT;
      const sort = parseSort(text);
      if (!sort) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${SORT_FIELDS.join(', ')}, optionally followed by asc or desc` });
        return z.NEVER;
      }
      return sort;
    }),
  page: whole(1, MAX_PAGE, 1),
  per_page: whole(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
});

export type LeadsQuery = z.output<typeof leadsQuerySchema>;

export const DEFAULT_LEADS_QUERY: LeadsQuery = leadsQuerySchema.parse({});

type Raw = Record<string, string | string[] | undefined>;

/** First value of each key (a repeated key in a URL counts once), as route() reads a query. */
function flatten(raw: Raw | URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = raw instanceof URLSearchParams ? [...raw.entries()] : Object.entries(raw);
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && !(key in out)) out[key] = first;
  }
  return out;
}

/**
 * The page's reading of its URL: a value that does not parse is dropped (its default
 * applies) rather than failing the page — a hand-edited or stale URL still shows leads.
 */
export function parseLeadsQueryLeniently(raw: Raw | URLSearchParams): LeadsQuery {
  const input = flatten(raw);
  for (let tries = 0; tries < 12; tries += 1) {
    const result = leadsQuerySchema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return DEFAULT_LEADS_QUERY;
}

/** Strict parse of a stored view's query string: the field errors, or the query. */
export function parseLeadsQueryString(text: string) {
  return leadsQuerySchema.safeParse(flatten(new URLSearchParams(text.startsWith('?') ? text.slice(1) : text)));
}

/**
 * The canonical query string (defaults left out, keys in one order): the /leads URL, the
 * API call's query and a saved view's `query`. `withPage` false drops page and per_page (a
 * saved view opens at page 1).
 */
export function leadsQueryString(query: LeadsQuery, withPage = true): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.stage?.length) params.set('stage', query.stage.join(','));
  if (query.agentId !== undefined) params.set('agentId', String(query.agentId));
  if (query.source) params.set('source', query.source);
  if (query.tag) params.set('tag', query.tag);
  if (query.pond) params.set('pond', '1');
  if (query.hot) params.set('hot', '1');
  if (query.sort.field !== DEFAULT_SORT.field || query.sort.dir !== DEFAULT_SORT.dir) params.set('sort', formatSort(query.sort));
  if (withPage && query.page !== 1) params.set('page', String(query.page));
  if (withPage && query.per_page !== DEFAULT_PER_PAGE) params.set('per_page', String(query.per_page));
  return params.toString().replaceAll('%2C', ',');
}
