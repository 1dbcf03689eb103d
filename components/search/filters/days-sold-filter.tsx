'use client';

import { useTranslations } from 'next-intl';
import { DAYS_SOLD_CHOICES, daysSoldLabel, type Choice } from '@/lib/filters/options';
import { RadioList } from './choice-list';
import { patchAdvanced, type FilterControlProps } from './types';

/** The days-sold choices plus the current value when a URL holds one off the list. */
function daysSoldChoices(current: number | null, any: string): Choice<number | null>[] {
  const listed = current === null || DAYS_SOLD_CHOICES.some((c) => c.value === current);
  const extra = listed ? [] : [{ value: current, label: daysSoldLabel(current) }];
  return [{ value: null, label: any }, ...[...DAYS_SOLD_CHOICES, ...extra].sort((a, b) => a.value - b.value)];
}

/**
 * SPEC §9 days sold as a radio list: sold within the last N days (the max key, which SPEC §4
 * clears when Sold is left). Only meaningful with Sold; the caller decides when to show it.
 */
export function DaysSoldFilter({ filters, onChange }: Pick<FilterControlProps, 'filters' | 'onChange'>) {
  const t = useTranslations('Filters');
  const current = filters.advanced.maxdayssold;
  return (
    <RadioList
      legend={t('daysSold')}
      choices={daysSoldChoices(current, t('any'))}
      selected={current}
      onSelect={(days) => onChange(patchAdvanced({ maxdayssold: days, mindayssold: null }))}
    />
  );
}
