'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AdvancedFilters } from './advanced-filters';
import { BathsFilter, BedsFilter } from './beds-baths-filter';
import { PriceRange } from './price-range';
import { StatusFilter } from './status-filter';
import { TypeFilter } from './type-filter';
import type { FilterControlProps } from './types';
import { useCloseOnWideScreen } from './use-close-on-wide-screen';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import styles from './mobile-filters-panel.module.css';

export interface MobileFiltersPanelProps extends FilterControlProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  /** Homes matching the filters, for the "Show N homes" button; null while unknown ("Done"). */
  total: number | null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the dialog: from the last control back to the first, and the other way. */
function trapTab(event: KeyboardEvent<HTMLElement>): void {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * SPEC §2 mobile filters panel: a modal dialog over the page with Type, Status (and days sold),
 * Price, Beds, Baths and the advanced filters. Page scroll is locked while it is open, and it
 * closes itself when the window grows past the mobile breakpoint.
 */
export function MobileFiltersPanel({ open, onClose, onClear, total, filters, config, onChange }: MobileFiltersPanelProps) {
  const t = useTranslations('Filters');
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useCloseOnWideScreen(open, onClose);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // Back to the control that opened the panel, if it is still on the page.
    return () => opener?.focus({ preventScroll: true });
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') trapTab(event);
  };
  const controls = { filters, config, onChange };

  return (
    <div className={styles.backdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onKeyDown}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('filters')}
          </h2>
          <button ref={closeRef} type="button" className={`close-button ${styles.close}`} aria-label={t('closeFilters')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>
          <TypeFilter {...controls} />
          <StatusFilter {...controls} />
          <PriceRange filters={filters} onChange={onChange} label={t('price')} separator />
          <BedsFilter filters={filters} onChange={onChange} />
          <BathsFilter filters={filters} onChange={onChange} />
          <section className={styles.advanced} aria-labelledby={`${titleId}-advanced`}>
            <h3 id={`${titleId}-advanced`} className={styles.sectionTitle}>
              {t('advancedFilters')}
            </h3>
            <AdvancedFilters {...controls} variant="mobile" showDaysSold={false} />
          </section>
        </div>
        <footer className={styles.footer}>
          <button type="button" className={`button button-secondary ${styles.footerButton}`} onClick={onClear}>
            {t('clearFilters')}
          </button>
          <button type="button" className={`button ${styles.footerButton}`} onClick={onClose}>
            {total === null ? t('done') : t('showHomes', { count: total })}
          </button>
        </footer>
      </div>
    </div>
  );
}
