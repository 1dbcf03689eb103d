import { DEAL_LABELS } from '@/lib/filters/options';
import { DEAL_WEIGHTS } from './vocabulary';

/** The label a listing card shows for a rating (SPEC §9 deal labels), or null when the rating says nothing (Unknown, No Label). */
export function cardDealLabel(rating: number | null): string | null {
  if (rating === null || rating <= DEAL_WEIGHTS.noAnalysis) return null;
  return (DEAL_LABELS as Record<number, string>)[rating] ?? null;
}

/** What each card label means, for the listing page (the rating compares the price with what similar nearby homes fetch). */
export const DEAL_EXPLANATIONS: Record<string, string> = {
  'Great Deal': 'Priced well below what similar homes nearby are listed or sold for (more than 10% under our estimate).',
  'Good Deal': 'Priced below similar homes nearby (3–10% under our estimate).',
  'Fair Deal': 'Priced in line with similar homes nearby (from 3% under to 5% over our estimate).',
  'High Price': 'Priced above similar homes nearby (more than 5% over our estimate).',
};
