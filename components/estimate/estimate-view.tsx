import { getTranslations } from 'next-intl/server';
import type { EstimateJson } from '@/lib/estimate/estimate-json-types';
import { byKind } from '@/lib/seller/comparables';
import { mapPoints } from '@/lib/seller/map-points';
import { LANDING_PATH } from '@/lib/seller/paths';
import { ESTIMATION_LINK_ATTRIBUTE } from '@/lib/seller/show-estimation';
import { ComparableList } from './comparable-list';
import { DetailsPanel } from './details-panel';
import { EstimateSummary } from './estimate-summary';
import { LazyComparablesMap } from './lazy-comparables-map';
import { RefineButton } from './refine-button';
import styles from './estimate.module.css';

/** The estimate page's body: value, actions, the details form when needed, comparables as lists and on a map. */
export async function EstimateView({ estimate, addressId, mapStyleUrl }: { estimate: EstimateJson; addressId: number; mapStyleUrl: string | null }) {
  const t = await getTranslations('Estimate.result');
  const comparables = estimate.valuation?.comparables ?? [];
  const { sold, active } = byKind(comparables);
  const describe = estimate.needsDetails || !estimate.valuation;
  // Marked only where the home really is (its listing's position); a town's centre is no home.
  const { latitude, longitude } = estimate.address;
  const homePosition = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  return (
    <div className="container page" data-testid="estimate-page">
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.address} data-testid="estimate-address-line">{estimate.address.address}</p>
      <div className={styles.top}>
        <EstimateSummary estimate={estimate} />
        <div className={styles.actions}>
          {!describe ? <RefineButton addressId={addressId} home={estimate.home} /> : null}
          <a href={LANDING_PATH} className="button button-secondary" {...{ [ESTIMATION_LINK_ATTRIBUTE]: '' }} data-testid="estimate-another">
            {t('another')}
          </a>
        </div>
      </div>
      {describe ? (
        <section className={styles.describe} aria-labelledby="describe-title" data-testid="estimate-details">
          <h2 id="describe-title">{t('describeTitle')}</h2>
          {estimate.reason ? <p className={styles.reason} data-testid="estimate-reason">{estimate.reason}</p> : null}
          <DetailsPanel addressId={addressId} home={estimate.home} then="refresh" submitLabel={t('describeSubmit')} />
        </section>
      ) : null}
      {comparables.length > 0 ? (
        <div className={styles.comparables}>
          <div className={styles.lists}>
            <ComparableList kind="sold" comparables={sold} />
            <ComparableList kind="active" comparables={active} />
          </div>
          <div className={styles.mapColumn}>
            <h2 className="visually-hidden">{t('mapTitle')}</h2>
            <LazyComparablesMap home={homePosition} points={mapPoints(comparables)} styleUrl={mapStyleUrl} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
