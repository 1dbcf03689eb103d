/**
 * The filter controls' choices and their labels (SPEC §9). Pure data and functions: the
 * labels are SPEC's own words, so they live here beside the values rather than in the UI
 * catalogue. Summaries and chips of chosen filters: ./chips.ts.
 */
import { RATING_WEIGHTS } from './limits';
import type { DaysKind } from './rules';
import { formatCount } from '@/lib/format/formatter';

/** One entry of a choice list; a null value is "no filter" (SPEC §4: empty is stored as null). */
export interface Choice<V> {
  value: V;
  label: string;
}

/** SPEC §9 numbers print with comma thousands separators (one formatter for the whole site). */
export { formatCount };

// ─── Beds and baths ────────────────────────────────────────────────────────────────────────

/** SPEC §2/§9: Any, 2+ … 6+ (a minimum; the maximum is cleared when one is picked). */
export const BEDS_BATHS_CHOICES: readonly Choice<number | null>[] = [
  { value: null, label: 'Any' },
  ...[2, 3, 4, 5, 6].map((n) => ({ value: n, label: `${n}+` })),
];

// ─── Min/max selects ───────────────────────────────────────────────────────────────────────

/** SPEC §9 square footage 500–5000: finer steps where most homes are. */
export const SQFT_VALUES = [500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000] as const;

/** SPEC §9 acres 0.01–100, roughly doubling, so a lot and a farm are both a click away. */
export const ACRES_VALUES = [0.01, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100] as const;

/** SPEC §9 stories and garages 1–5. */
export const STORIES_VALUES = [1, 2, 3, 4, 5] as const;
export const GARAGE_VALUES = [1, 2, 3, 4, 5] as const;

export const FIRST_YEAR = 1900;

/** SPEC §9 years 1900 to the current year, newest first: recent years are the ones people pick. */
export function yearValues(now: Date = new Date()): number[] {
  const last = Math.max(FIRST_YEAR, now.getFullYear());
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

/**
 * A select's values with the current one kept (a URL may hold a value between the steps),
 * in the list's own direction.
 */
export function withCurrentValue(values: readonly number[], current: number | null): number[] {
  if (current === null || values.includes(current)) return [...values];
  const descending = values.length > 1 && (values[0] ?? 0) > (values[1] ?? 0);
  return [...values, current].sort((a, b) => (descending ? b - a : a - b));
}

// ─── Day options (Price Reduced, Days on Site) ─────────────────────────────────────────────

/** SPEC §9 Price Reduced: within 1 … 30 days, or more than 30, 60, 120 days ago ('+': SPEC §4). */
export const PRICE_REDUCED_OPTIONS = ['1', '3', '7', '14', '30', '30+', '60+', '120+'] as const;

/** SPEC §9 Days on Site: less than 1 … 60 days, or more than 7 … 180 days. */
export const DAYS_ON_SITE_OPTIONS = ['1', '3', '7', '14', '30', '45', '60', '7+', '14+', '30+', '45+', '60+', '90+', '180+'] as const;

export const dayWord = (n: number): string => (n === 1 ? '1 day' : `${formatCount(n)} days`);

function splitDayOption(option: string): { days: number; plus: boolean } | null {
  const plus = option.endsWith('+');
  const days = Number(plus ? option.slice(0, -1) : option);
  return option !== '' && Number.isSafeInteger(days) ? { days, plus } : null;
}

/** 'Last 7 days', 'More than 30 days'. */
export function priceReducedLabel(option: string): string {
  const parsed = splitDayOption(option);
  if (parsed === null) return option;
  return parsed.plus ? `More than ${dayWord(parsed.days)}` : `Last ${dayWord(parsed.days)}`;
}

/** 'Less than 7 days', 'More than 30 days'; a day listed reads 'New Listings (Since Yesterday)' (SPEC §9). */
export function daysOnSiteLabel(option: string): string {
  const parsed = splitDayOption(option);
  if (parsed === null) return option;
  if (parsed.plus) return `More than ${dayWord(parsed.days)}`;
  return parsed.days === 1 ? 'New Listings (Since Yesterday)' : `Less than ${dayWord(parsed.days)}`;
}

export const DAY_OPTIONS: Record<DaysKind, { options: readonly string[]; label: (option: string) => string }> = {
  daysprr: { options: PRICE_REDUCED_OPTIONS, label: priceReducedLabel },
  dayslisted: { options: DAYS_ON_SITE_OPTIONS, label: daysOnSiteLabel },
};

/** A day select's choices for the current filters: the SPEC list plus the current value if off-list. */
export function dayChoices(kind: DaysKind, current: string): Choice<string>[] {
  const { options, label } = DAY_OPTIONS[kind];
  const values = current === '' || options.includes(current) ? options : [...options, current];
  return values.map((value) => ({ value, label: label(value) }));
}

// ─── Days sold ─────────────────────────────────────────────────────────────────────────────

/** SPEC §9 days sold (the max key: sold within the last N days; SPEC §4 clears maxdayssold). */
export const DAYS_SOLD_CHOICES: readonly Choice<number>[] = [
  { value: 7, label: 'Last 1 week' },
  { value: 30, label: 'Last 1 month' },
  { value: 90, label: 'Last 3 months' },
  { value: 180, label: 'Last 6 months' },
  { value: 365, label: 'Last 1 year' },
  { value: 730, label: 'Last 2 years' },
  { value: 1095, label: 'Last 3 years' },
  { value: 1825, label: 'Last 5 years' },
];

export function daysSoldLabel(days: number): string {
  return DAYS_SOLD_CHOICES.find((c) => c.value === days)?.label ?? `Last ${dayWord(days)}`;
}

// ─── Basement, HOA, assumable rate ─────────────────────────────────────────────────────────

/** SPEC §9 basement types, title-cased; SPEC §4: a leading Any maps to null. */
export const BASEMENT_CHOICES: readonly Choice<number | null>[] = [
  { value: null, label: 'Any' },
  { value: 1, label: 'Unfinished' },
  { value: 2, label: 'Partially Finished' },
  { value: 3, label: 'Finished' },
  { value: 4, label: 'Daylight' },
  { value: 5, label: 'Walkout' },
  { value: 6, label: 'Walk-Up' },
  { value: 7, label: 'Other' },
];

export function basementLabel(code: number): string {
  return BASEMENT_CHOICES.find((c) => c.value === code)?.label ?? `Type ${code}`;
}

/** SPEC §9: maxhoa -1 is "No HOA". */
export const NO_HOA = -1;
/** SPEC §9 $25 to $5000 a month. */
export const MAX_HOA_VALUES = [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 5000] as const;

/** 'No HOA', '$1,500/month'; no cap reads 'Any' (SPEC §5: a missing value reads Any). */
export function maxHoaLabel(value: number | null): string {
  if (value === null) return 'Any';
  return value === NO_HOA ? 'No HOA' : `$${formatCount(value)}/month`;
}

export function maxHoaChoices(current: number | null): Choice<number | null>[] {
  const values = withCurrentValue([NO_HOA, ...MAX_HOA_VALUES], current);
  return [null, ...values].map((value) => ({ value, label: maxHoaLabel(value) }));
}

/** SPEC §9: maxassmortgrate -1 is "No Assumable Mortgage". */
export const NO_ASSUMABLE_MORTGAGE = -1;
/** SPEC §9 assumable rates 2% to 4%. */
export const ASSUMABLE_RATE_VALUES = [2, 2.5, 3, 3.5, 4] as const;

/** SPEC §9: 'No Max' for null (the default, SPEC §4), 'No Assumable Mortgage' for -1, else 'N%'. */
export function assumableRateLabel(value: number | null): string {
  if (value === null) return 'No Max';
  return value === NO_ASSUMABLE_MORTGAGE ? 'No Assumable Mortgage' : `${formatCount(value)}%`;
}

export function assumableRateChoices(current: number | null): Choice<number | null>[] {
  const values = withCurrentValue([NO_ASSUMABLE_MORTGAGE, ...ASSUMABLE_RATE_VALUES], current);
  return [null, ...values].map((value) => ({ value, label: assumableRateLabel(value) }));
}

// ─── Deal ratings ──────────────────────────────────────────────────────────────────────────

export type RatingWeight = (typeof RATING_WEIGHTS)[number];

/**
 * SPEC §9 lists six deal labels (Great Deal, Good Deal, Fair Deal, High Price, Unknown,
 * No Label) and six weights (60, 50, 40, 30; 20 "No Price Analysis"; 10). Read in order they
 * pair one to one: 60 Great Deal, 50 Good Deal, 40 Fair Deal, 30 High Price, 20 Unknown,
 * 10 No Label. A property's label is that word; the filter names 20 by what it means, "No
 * Price Analysis", the words SPEC puts beside that weight.
 */
export const DEAL_LABELS: Record<RatingWeight, string> = {
  60: 'Great Deal',
  50: 'Good Deal',
  40: 'Fair Deal',
  30: 'High Price',
  20: 'Unknown',
  10: 'No Label',
};

/** The Deal Ratings checkboxes (SPEC §2), best first. */
export const DEAL_RATING_CHOICES: readonly Choice<RatingWeight>[] = RATING_WEIGHTS.map((weight) => ({
  value: weight,
  label: weight === 20 ? 'No Price Analysis' : DEAL_LABELS[weight],
}));

export function dealRatingLabel(weight: number): string {
  return DEAL_RATING_CHOICES.find((c) => c.value === weight)?.label ?? `Rating ${weight}`;
}
