'use client';

import { useTranslations } from 'next-intl';
import { VIEW_MODES, type ViewMode } from '@/lib/search/view-mode';
import styles from './search-client.module.css';

/** List, map or gallery (SPEC §2 search views); the choice is kept in the viewMode cookie by the caller. */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const t = useTranslations('Search');
  return (
    <div className={styles.viewToggle} role="group" aria-label={t('view')}>
      {VIEW_MODES.map((mode) => (
        <button key={mode} type="button" aria-pressed={value === mode} onClick={() => onChange(mode)} data-testid={`view-${mode}`}>
          {t(`views.${mode}`)}
        </button>
      ))}
    </div>
  );
}
