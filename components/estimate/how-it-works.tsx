import { getTranslations } from 'next-intl/server';
import { MARKET_RADIUS_MILES, SALES_WINDOW_YEARS } from '@/lib/estimate/market-data';
import styles from './estimate.module.css';

/** How the estimate is made, said plainly (lib/estimate): what it is, and what it is not. */
export async function HowItWorks() {
  const t = await getTranslations('Estimate.how');
  return (
    <section className={styles.how} aria-labelledby="how-it-works">
      <h2 id="how-it-works">{t('title')}</h2>
      <ol className={styles.steps}>
        <li>
          <h3>{t('salesTitle')}</h3>
          <p>{t('sales', { miles: MARKET_RADIUS_MILES, years: SALES_WINDOW_YEARS })}</p>
        </li>
        <li>
          <h3>{t('adjustTitle')}</h3>
          <p>{t('adjust')}</p>
        </li>
        <li>
          <h3>{t('ownerTitle')}</h3>
          <p>{t('owner')}</p>
        </li>
      </ol>
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </section>
  );
}
