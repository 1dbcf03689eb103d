'use client';

import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { CodesSummary, FilterSummaries } from '@/lib/search/filter-summaries';
import { FilterPopover } from './filter-popover';
import {
  LazyAdvancedFilters as AdvancedFilters,
  LazyBathsFilter as BathsFilter,
  LazyBedsFilter as BedsFilter,
  LazyPriceRange as PriceRange,
  LazyStatusFilter as StatusFilter,
  LazyTypeFilter as TypeFilter,
} from './lazy-controls';
import type { FilterControlProps } from './types';
import styles from './filter-bar.module.css';

export interface FilterBarProps extends FilterControlProps {
  /** What each button shows of its filter (lib/search/filter-summaries.ts). */
  summaries: FilterSummaries;
  onClear: () => void;
}

type PopoverId = 'type' | 'status' | 'price' | 'rooms' | 'more';

/** Closes the open popover on Escape (focus back to its button) and on a click outside every popover. */
function useDismiss(openId: string | null, close: () => void): void {
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: MouseEvent) => {
      // Inside a popover (its own button included) that popover's handlers decide.
      if (event.target instanceof Element && event.target.closest('[data-filter-popover]')) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      document.getElementById(`${openId}-button`)?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId, close]);
}

/**
 * The desktop filter bar (above 760 px; phones use the mobile filters panel): one button per
 * filter showing its value, each opening a small panel, one at a time.
 */
export function FilterBar({ filters, summaries, config, onChange, onClear }: FilterBarProps) {
  const t = useTranslations('Filters');
  const idPrefix = useId();
  const [openId, setOpenId] = useState<PopoverId | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const domId = (id: PopoverId) => `${idPrefix}-${id}`;
  useDismiss(openId === null ? null : domId(openId), close);

  const controls = { filters, config, onChange };
  const codes = (summary: CodesSummary | null) => (summary === null ? null : summary.more === 0 ? summary.first : t('firstAndMore', { first: summary.first, count: summary.more }));
  const moreCount = summaries.more;

  const popover = (id: PopoverId, label: string, value: string | null, children: ReactNode, extra: { text?: string; wide?: boolean } = {}) => (
    <FilterPopover
      id={domId(id)}
      label={label}
      value={value}
      open={openId === id}
      onToggle={() => setOpenId((current) => (current === id ? null : id))}
      {...extra}
    >
      {children}
    </FilterPopover>
  );

  return (
    <div className={styles.bar} role="group" aria-label={t('searchFilters')}>
      {popover('type', t('type'), codes(summaries.type), <TypeFilter {...controls} />)}
      {popover('status', t('status'), codes(summaries.status), <StatusFilter {...controls} />)}
      {popover('price', t('price'), summaries.price, <PriceRange filters={filters} onChange={onChange} separator />)}
      {popover(
        'rooms',
        t('bedsBaths'),
        summaries.rooms,
        <div className={styles.rooms}>
          <BedsFilter filters={filters} onChange={onChange} />
          <BathsFilter filters={filters} onChange={onChange} />
        </div>,
      )}
      {popover('more', t('more'), null, <AdvancedFilters {...controls} variant="desktop" showDaysSold={false} />, {
        text: moreCount > 0 ? t('moreCount', { count: moreCount }) : undefined,
        wide: true,
      })}
      <button type="button" className={styles.clear} onClick={onClear}>
        {t('clear')}
      </button>
    </div>
  );
}
