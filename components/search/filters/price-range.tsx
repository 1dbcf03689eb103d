'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { maxPriceOptions, minPriceOptions, PRICE_COEFFICIENT } from '@/lib/filters/price-options';
import type { SelectedFilters } from '@/lib/filters/types';
import { PriceCombobox } from './price-combobox';
import type { FilterControlProps } from './types';
import styles from './price-range.module.css';

export interface PriceRangeProps extends Pick<FilterControlProps, 'filters' | 'onChange'> {
  /** A visible label above the pair; without it the group is named "Price" for assistive tech only. */
  label?: string;
  /** Show 'to' between the two dropdowns. */
  separator?: boolean;
}

const toK = (dollars: number | null) => (dollars === null ? null : dollars / PRICE_COEFFICIENT);

/**
 * SPEC §2/§5 price range: a min and a max dropdown, each offering only values on its side of
 * the other. A reversed pair is swapped by the caller's normalisation, not here.
 */
export function PriceRange({ filters, onChange, label, separator = false }: PriceRangeProps) {
  const t = useTranslations('Filters');
  const labelId = useId();
  const { from, to } = filters.price;
  const setBound = (bound: keyof SelectedFilters['price']) => (dollars: number | null) =>
    onChange((current) => ({ ...current, price: { ...current.price, [bound]: dollars } }));

  return (
    <div
      role="group"
      className={styles.range}
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : t('price')}
    >
      {label && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div className={styles.pair}>
        <PriceCombobox
          which="min"
          label={t('minPrice')}
          placeholder={t('noMin')}
          value={from}
          optionsK={minPriceOptions(toK(from), toK(to))}
          onPick={setBound('from')}
        />
        {separator && (
          <span className={styles.separator} aria-hidden="true">
            {t('to')}
          </span>
        )}
        <PriceCombobox
          which="max"
          label={t('maxPrice')}
          placeholder={t('noMax')}
          value={to}
          optionsK={maxPriceOptions(toK(from), toK(to))}
          onPick={setBound('to')}
        />
      </div>
    </div>
  );
}
