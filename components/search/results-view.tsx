'use client';

import { useTranslations } from 'next-intl';
import type { PropertyJson } from '@/lib/search/property-json';
import type { ViewMode } from '@/lib/search/view-mode';
import { PropertyCard } from './property-card';
import styles from './results-view.module.css';

/** How many cards load their photo at once: the ones a phone or desktop shows first. */
const EAGER_CARDS = 2;

/** The results as a list (one column beside the map, or a list) or a gallery (a grid). */
export function ResultsView({ properties, view, showDealRatings, busy, now }: { properties: PropertyJson[]; view: ViewMode; showDealRatings: boolean; busy: boolean; now: number }) {
  const t = useTranslations('Search');
  if (properties.length === 0 && !busy) return <p className={styles.empty} data-testid="no-results">{t('noResults')}</p>;
  return (
    <ol className={styles.results} data-layout={view} aria-busy={busy} data-testid="results">
      {properties.map((property, i) => (
        <li key={property.id}>
          <PropertyCard property={property} showDealRating={showDealRatings} eager={i < EAGER_CARDS} layout={view === 'gallery' ? 'tile' : 'row'} now={now} />
        </li>
      ))}
    </ol>
  );
}
