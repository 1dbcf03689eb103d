import { homeDetailsBody, type HomeDetailsInput } from '@/lib/estimate/home-details';
import type { HomeJson } from '@/lib/estimate/estimate-json-types';
import { CONDITIONS, type Condition, type Upgrade } from '@/lib/estimate/types';

/** The tuning form as typed: numbers are text until sent (an empty box is "not known"). */
export interface DetailsValues {
  beds: string;
  baths: string;
  livingArea: string;
  yearBuilt: string;
  lotAcres: string;
  waterfront: boolean;
  condition: Condition;
  upgrades: Upgrade[];
}

export type DetailsField = 'beds' | 'baths' | 'livingArea' | 'yearBuilt' | 'lotAcres' | 'condition' | 'upgrades';

const text = (n: number | null) => (n === null ? '' : String(n));

/** The form prefilled from the home as valued; a home nobody described yet starts at "average". */
export function detailsValues(home: HomeJson | null): DetailsValues {
  return {
    beds: text(home?.beds ?? null),
    baths: text(home?.baths ?? null),
    livingArea: text(home?.livingArea ?? null),
    yearBuilt: text(home?.yearBuilt ?? null),
    lotAcres: text(home?.lotAcres ?? null),
    waterfront: home?.waterfront ?? false,
    condition: home?.condition && CONDITIONS.includes(home.condition) ? home.condition : 'average',
    upgrades: home?.upgrades ?? [],
  };
}

/** "1,850" and " 2.5 " are numbers; an empty box is null; anything else stays text for the schema to refuse. */
function number(value: string): number | null | string {
  const trimmed = value.replace(/,/g, '').trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : value;
}

/**
 * The body of PUT …/details, checked by the server's own schema (lib/estimate/home-details),
 * so a typo is named at once; the server stays the authority. Bedrooms, bathrooms and square
 * feet are required; year built and lot size may be left empty.
 */
export function detailsBody(values: DetailsValues): { ok: true; body: HomeDetailsInput } | { ok: false; errors: Partial<Record<DetailsField, string>> } {
  const raw = {
    beds: number(values.beds) ?? undefined,
    baths: number(values.baths) ?? undefined,
    livingArea: number(values.livingArea) ?? undefined,
    yearBuilt: number(values.yearBuilt),
    lotAcres: number(values.lotAcres),
    waterfront: values.waterfront,
    condition: values.condition,
    upgrades: values.upgrades,
  };
  const result = homeDetailsBody.safeParse(raw);
  if (result.success) return { ok: true, body: result.data };
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailsField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
