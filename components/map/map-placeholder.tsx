'use client';

import { useTranslations } from 'next-intl';
import styles from './map-placeholder.module.css';

/** Holds the map's place while its code loads: same box, so the page does not jump. */
export function MapPlaceholder() {
  const t = useTranslations('Map');
  return (
    <div className={styles.placeholder} role="status">
      {t('loading')}
    </div>
  );
}
