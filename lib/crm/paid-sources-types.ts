/**
 * Paid lead sources (/admin/lsa/booster): the shapes the API answers, the month range it covers
 * and the input it takes. Pure: the API, the page, the screen and the unit tests share it.
 *
 * Money is in whole cents everywhere in the API (integers add up exactly; the screen shows
 * dollars). A month's spend or budget is at most $10,000,000 (1e9 cents), well inside int4.
 */
import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { formatCount, formatter } from '@/lib/format/formatter';
import { DAY_KEY_LOCALE } from '@/lib/format/parse-locale';

/** $10,000,000 a month, in cents: more than any brokerage spends, far from int4's 2,147,483,647. */
export const MAX_MONTH_CENTS = 1_000_000_000;
export const MAX_RANGE_MONTHS = 24;
export const DEFAULT_RANGE_MONTHS = 6;
export const MAX_MATCHES = 20;
export const MAX_PAID_SOURCES = 50;

/** YYYY-MM, a calendar month. */
export type Month = string;

export interface MonthRange {
  from: Month;
  to: Month;
  /** Every month of the range, oldest first. */
  months: Month[];
}

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseMonth(text: string): { year: number; month: number } | null {
  const m = MONTH_RE.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2100) return null;
  return { year, month: Number(m[2]) };
}

export const monthText = (year: number, month: number): Month => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `n` months after `m` (n may be negative). */
export function addMonths(m: Month, n: number): Month {
  const p = parseMonth(m);
  if (!p) return m;
  const index = p.year * 12 + (p.month - 1) + n;
  return monthText(Math.floor(index / 12), (index % 12) + 1);
}

export function monthsBetween(from: Month, to: Month): Month[] {
  const out: Month[] = [];
  for (let m = from; m <= to && out.length <= MAX_RANGE_MONTHS; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** This month in the zone, as YYYY-MM. */
export function currentMonth(now: Date, timeZone: string): Month {
  const parts = new Intl.DateTimeFormat(DAY_KEY_LOCALE, { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

export type MonthRangeResult = { ok: true; range: MonthRange } | { ok: false; field: 'from' | 'to'; message: string };

/**
 * `from`/`to` as the URL gives them (absent or empty: the last six months, this one included).
 * A month that is not YYYY-MM from 2000 to 2100, `from` after `to`, or more than 24 months is
 * refused naming the field.
 */
export function parseMonthRange(input: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): MonthRangeResult {
  const toText = input.to?.trim() || currentMonth(now, timeZone);
  if (!parseMonth(toText)) return { ok: false, field: 'to', message: 'must be a month such as 2026-11, from 2000 to 2100' };
  const fromText = input.from?.trim() || addMonths(toText, -(DEFAULT_RANGE_MONTHS - 1));
  if (!parseMonth(fromText)) return { ok: false, field: 'from', message: 'must be a month such as 2026-06, from 2000 to 2100' };
  if (fromText > toText) return { ok: false, field: 'from', message: 'must be on or before to' };
  const months = monthsBetween(fromText, toText);
  if (months.length > MAX_RANGE_MONTHS) return { ok: false, field: 'from', message: `the range may be at most ${MAX_RANGE_MONTHS} months long` };
  return { ok: true, range: { from: fromText, to: toText, months } };
}

export const RANGE_PRESETS = [
  { key: '1', label: 'This month' },
  { key: '3', label: '3 months' },
  { key: '6', label: '6 months' },
  { key: '12', label: '12 months' },
  { key: 'year', label: 'This year' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['key'];

export function presetMonths(preset: RangePreset, now: Date, timeZone: string): { from: Month; to: Month } {
  const to = currentMonth(now, timeZone);
  if (preset === 'year') return { from: `${to.slice(0, 4)}-01`, to };
  return { from: addMonths(to, -(Number(preset) - 1)), to };
}

/** A leads.source value as matching compares it: trimmed, inner spaces collapsed, lower case. */
export const normaliseSource = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Cost per lead (or appointment) in cents, rounded; null when there is nothing to divide by. */
export const costPer = (spendCents: number, count: number): number | null => (count > 0 ? Math.round(spendCents / count) : null);

/** Cents as the screen and the CSV show dollars: "$1,234.50"; null is "—". */
export function dollars(cents: number | null): string {
  if (cents === null) return '—';
  return formatter.number(cents / 100, cents % 100 === 0 ? 'price' : 'money');
}

/** A dollar amount typed on the screen ("1,250", "$99.5") in cents, or null when it is not one. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return cents <= MAX_MONTH_CENTS ? cents : null;
}

export interface PaidSourceFigures {
  id: number;
  name: string;
  matchSources: string[];
  monthlyBudgetCents: number;
  active: boolean;
  /** The monthly budget times the range's months. */
  budgetCents: number;
  spendCents: number;
  /** Spend per month of the range (null: none entered). */
  spend: Record<Month, number | null>;
  leads: number;
  /** Leads of the range that reached appointment or beyond (not lost), as /reports counts conversion. */
  appointments: number;
  closed: number;
  costPerLeadCents: number | null;
  costPerAppointmentCents: number | null;
}

export interface PaidSourcesAnswer {
  range: MonthRange & { timeZone: string };
  sources: PaidSourceFigures[];
  totals: Pick<PaidSourceFigures, 'budgetCents' | 'spendCents' | 'leads' | 'appointments' | 'closed' | 'costPerLeadCents' | 'costPerAppointmentCents'>;
  /** Every lead of the company that arrived in the range, paid or not. */
  allLeads: number;
}

const cents = (what: string) => {
  const error = `must be ${what} in whole cents from 0 to ${formatCount(MAX_MONTH_CENTS)}`;
  return z.number({ error }).int({ error }).min(0, { error }).max(MAX_MONTH_CENTS, { error });
};

const matchList = z
  .array(safeText(80).transform(normaliseSource).refine((s) => s.length > 0, { error: 'must not be empty' }), { error: 'must be a list of lead sources' })
  .max(MAX_MATCHES, { error: `must list at most ${MAX_MATCHES} lead sources` })
  .transform((list) => [...new Set(list)]);

const name = safeText(80)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: 'must not be empty' });

export const paidSourceCreateSchema = z.object({
  name,
  matchSources: matchList.refine((l) => l.length > 0, { error: 'must list at least one lead source' }),
  monthlyBudgetCents: cents('a budget').default(0),
});

export const paidSourceUpdateSchema = z
  .object({
    name: name.optional(),
    matchSources: matchList.refine((l) => l.length > 0, { error: 'must list at least one lead source' }).optional(),
    monthlyBudgetCents: cents('a budget').optional(),
    active: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'nothing to change' });

/** `amount` in whole cents; null clears the month (nothing entered). */
export const spendSchema = z.object({ amount: cents('an amount').nullable() });

export const paidSourcesQuerySchema = z.object({
  from: z.string().max(20, { error: 'is too long' }).optional(),
  to: z.string().max(20, { error: 'is too long' }).optional(),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
});

export type PaidSourceCreate = z.infer<typeof paidSourceCreateSchema>;
export type PaidSourceUpdate = z.infer<typeof paidSourceUpdateSchema>;
