'use client';

import { useTranslations } from 'next-intl';
import { DelayedLoading } from '@/components/ui/delayed-loading';
import styles from './map-placeholder.module.css';

/** Holds the map's place while its code loads: same box, so the page does not jump; the words only after SPEC §9's 700 ms. */
export function MapPlaceholder() {
  const t = useTranslations('Map');
  return (
    <div className={styles.placeholder} role="status">
      <DelayedLoading>{t('loading')}</DelayedLoading>
    </div>
  );
}
