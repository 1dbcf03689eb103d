import { DEAL_LABELS } from '@/lib/filters/options';
import { DEAL_WEIGHTS } from './vocabulary';

/** The label a listing card shows for a rating (SPEC §9 deal labels), or null when the rating says nothing (Unknown, No Label). */
export function cardDealLabel(rating: number | null): string | null {
  if (rating === null || rating <= DEAL_WEIGHTS.noAnalysis) return null;
  return (DEAL_LABELS as Record<number, string>)[rating] ?? null;
}
