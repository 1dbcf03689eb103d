import type { ComparableJson } from '@/lib/estimate/estimate-json';
import { formatPrice } from '@/lib/format/formatter';

/** The comparables in SPEC's two groups: sold homes first, then homes for sale. */
export function byKind(comparables: ComparableJson[]): { sold: ComparableJson[]; active: ComparableJson[] } {
  return { sold: comparables.filter((c) => c.kind === 'sold'), active: comparables.filter((c) => c.kind === 'active') };
}

/** An adjustment as an appraisal grid writes it: "+$12,400", "−$3,100" (a true minus sign), "$0". */
export function formatAdjustment(amount: number): string {
  const rounded = Math.round(amount);
  if (rounded === 0) return '$0';
  return `${rounded > 0 ? '+' : '\u2212'}${formatPrice(Math.abs(rounded))}`;
}

/** Miles to one decimal, never "0.0" for a neighbour. */
export function formatMiles(miles: number): string {
  return miles < 0.1 ? '< 0.1' : (Math.round(miles * 10) / 10).toFixed(1);
}
