'use client';

import { useTranslations } from 'next-intl';
import { BEDS_BATHS_CHOICES } from '@/lib/filters/options';
import { ChoiceButtons } from './choice-list';
import type { FilterControlProps } from './types';

type RoomsProps = Pick<FilterControlProps, 'filters' | 'onChange'>;

/**
 * SPEC §2: Any, 2+ … 6+ set the minimum and clear the maximum. A range from a URL (2–3 beds)
 * matches no button, so none shows pressed rather than a wrong one.
 */
function RoomsFilter({ filters, onChange, room }: RoomsProps & { room: 'beds' | 'baths' }) {
  const t = useTranslations('Filters');
  const maxKey = room === 'beds' ? 'maxbeds' : 'maxbaths';
  const min = filters[room];
  const selected = filters[maxKey] === null && BEDS_BATHS_CHOICES.some((c) => c.value === min) ? min : undefined;
  return (
    <ChoiceButtons
      label={t(room)}
      choices={BEDS_BATHS_CHOICES}
      selected={selected}
      onSelect={(value) => onChange((current) => ({ ...current, [room]: value, [maxKey]: null }))}
    />
  );
}

export function BedsFilter(props: RoomsProps) {
  return <RoomsFilter {...props} room="beds" />;
}

export function BathsFilter(props: RoomsProps) {
  return <RoomsFilter {...props} room="baths" />;
}
