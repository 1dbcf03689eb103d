import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ESTIMATE_PATH } from '@/lib/home/home-variant';
import styles from './home.module.css';

/** The seller variant's short "why sell with us" block, pointing at the estimate. */
export async function SellerPitch({ siteName }: { siteName: string }) {
  const t = await getTranslations('HomePage');
  return (
    <section className={styles.pitch} aria-labelledby="seller-pitch-heading" data-testid="seller-pitch">
      <h2 id="seller-pitch-heading" className={styles.sectionTitle}>
        {t('sellerPitchHeading', { name: siteName })}
      </h2>
      <ul className={styles.pitchList}>
        <li>{t('sellerPitch1')}</li>
        <li>{t('sellerPitch2')}</li>
        <li>{t('sellerPitch3')}</li>
      </ul>
      <Link href={ESTIMATE_PATH} className="button button-cta">
        {t('sellerCta')}
      </Link>
    </section>
  );
}
