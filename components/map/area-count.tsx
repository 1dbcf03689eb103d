'use client';

import { useTranslations } from 'next-intl';
import { usePropertyList } from '@/stores/property-list';
import styles from './search-map.module.css';

/**
 * "1,234 homes in this area", from the clusters of the view (SPEC §3 housesAmountOnMap). Not a
 * live region: the results count already announces each search, and a pan is not news.
 */
export function AreaCount({ loaded, updating }: { loaded: boolean; updating: boolean }) {
  const t = useTranslations('Map');
  const count = usePropertyList((s) => s.housesAmountOnMap);
  return (
    <p className={styles.count}>
      {loaded ? t('homesInArea', { count }) : t('updating')}
      {loaded && updating && <span className={styles.updating} aria-hidden="true" />}
    </p>
  );
}
