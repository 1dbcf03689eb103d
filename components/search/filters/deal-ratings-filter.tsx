'use client';

import { useTranslations } from 'next-intl';
import { DEAL_RATING_CHOICES } from '@/lib/filters/options';
import { toggleRatingWeight } from '@/lib/filters/rules';
import { CheckboxList } from './choice-list';
import type { FilterControlProps } from './types';

/** SPEC §2 Deal Ratings: one checkbox per weight; toggling adds or removes it (SPEC §4). */
export function DealRatingsFilter({ filters, onChange }: Pick<FilterControlProps, 'filters' | 'onChange'>) {
  const t = useTranslations('Filters');
  return (
    <CheckboxList
      legend={t('dealRatings')}
      choices={DEAL_RATING_CHOICES}
      selected={filters.advanced.ratingweight}
      onToggle={(weight) => onChange((current) => toggleRatingWeight(current, weight))}
    />
  );
}
