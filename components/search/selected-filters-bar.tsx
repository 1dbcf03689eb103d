'use client';

import { useTranslations } from 'next-intl';
import type { SearchView } from '@/lib/search/search-view';
import styles from './selected-filters-bar.module.css';

interface Props {
  chips: SearchView['chips'];
  onRemove: (id: string) => void;
  onClear: () => void;
}

/** SPEC §2: the selected-filters bar, one removable chip per chosen filter. */
export function SelectedFiltersBar({ chips, onRemove, onClear }: Props) {
  const t = useTranslations('Search');
  if (chips.length === 0) return null;
  return (
    <div className={`container ${styles.bar}`} data-testid="selected-filters">
      <ul className={styles.chips} aria-label={t('selectedFilters')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button type="button" className={styles.chip} onClick={() => onRemove(chip.id)} aria-label={t('removeFilter', { filter: chip.label })} data-testid="chip">
              <span>{chip.label}</span>
              <span aria-hidden="true" className={styles.x}>×</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('clearAll')}
        </button>
      ) : null}
    </div>
  );
}
