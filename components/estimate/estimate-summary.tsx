import { getFormatter, getTranslations } from 'next-intl/server';
import type { EstimateJson } from '@/lib/estimate/estimate-json-types';
import { formatDay } from '@/lib/format/listing';
import styles from './estimate.module.css';

/** The value, big; its range; what it rests on and where the home's facts came from. */
export async function EstimateSummary({ estimate }: { estimate: EstimateJson }) {
  const [t, format] = await Promise.all([getTranslations('Estimate.result'), getFormatter()]);
  const { valuation, home, address } = estimate;
  const facts = [
    home.beds !== null ? t('beds', { n: home.beds }) : null,
    home.baths !== null ? t('baths', { n: home.baths }) : null,
    home.livingArea !== null ? t('sqft', { n: format.number(home.livingArea, 'count') }) : null,
    home.yearBuilt !== null ? t('built', { year: home.yearBuilt }) : null,
    home.lotAcres !== null ? t('acres', { n: format.number(home.lotAcres, 'count') }) : null,
    home.waterfront ? t('waterfront') : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <section className={styles.summary} aria-labelledby="estimate-value-label" data-testid="estimate-summary">
      {valuation ? (
        <>
          <p id="estimate-value-label" className={styles.valueLabel}>{t('valueLabel')}</p>
          <p className={styles.value} data-testid="estimate-value">{format.number(valuation.value, 'price')}</p>
          <p className={styles.range} data-testid="estimate-range">
            {t('range', { low: format.number(valuation.low, 'price'), high: format.number(valuation.high, 'price') })}
          </p>
          <p className={styles.basis}>
            {t('basis', { sales: valuation.salesInModel, error: valuation.modelErrorPercent })}
            {valuation.ownerAdjustmentPercent !== 0
              ? ` ${t('ownerAdjustment', { percent: `${valuation.ownerAdjustmentPercent > 0 ? '+' : '\u2212'}${Math.abs(valuation.ownerAdjustmentPercent)}%`, market: format.number(valuation.marketValue, 'price') })}`
              : null}
          </p>
          {address.estimatedAt ? <p className={styles.small}>{t('estimatedAt', { day: formatDay(format, address.estimatedAt) })}</p> : null}
        </>
      ) : (
        <p id="estimate-value-label" className={styles.valueLabel}>{t('noValue')}</p>
      )}
      <p className={styles.source} data-testid="estimate-source">
        {t(`source.${home.source}`)}
        {facts.length > 0 ? <span className={styles.facts}> {facts.join(' · ')}</span> : null}
      </p>
    </section>
  );
}
