'use client';

import { useTranslations } from 'next-intl';
import { formatSort, parseSort } from '@/lib/filters/sort';
import type { Sort } from '@/lib/filters/types';
import { SORT_OPTIONS } from '@/lib/search/sort-options';
import styles from './search-client.module.css';

/** SPEC §9 gallery sorts, each way that makes sense to a buyer. */
export function SortSelect({ sort, onChange, showDealRatings }: { sort: Sort; onChange: (sort: Sort) => void; showDealRatings: boolean }) {
  const t = useTranslations('Search');
  const value = formatSort(sort);
  // "Best deals" means nothing where the company does not show deal ratings.
  const options = SORT_OPTIONS.filter((o) => showDealRatings || !o.value.startsWith('ratingweight'));
  const known = options.some((o) => o.value === value);
  return (
    <label className={styles.sort}>
      <span>{t('sortBy')}</span>
      <select value={value} onChange={(e) => onChange(parseSort(e.target.value, sort).sort)} data-testid="sort">
        {known ? null : <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
