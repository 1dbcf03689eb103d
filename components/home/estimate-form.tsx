import { getTranslations } from 'next-intl/server';
import { ESTIMATE_ADDRESS_MAX, ESTIMATE_ADDRESS_PARAM, ESTIMATE_PATH } from '@/lib/home/home-variant';
import styles from './home.module.css';

/**
 * SPEC §1 "sellers via a seller-focused home page with a home-estimate tab": one address field,
 * a plain GET form to /what-is-my-home-worth?address=…, so it works without JavaScript and the
 * estimate page reads the address from its URL.
 */
export async function EstimateForm({ place }: { place: string }) {
  const t = await getTranslations('HomePage');
  return (
    <form className={styles.estimateForm} action={ESTIMATE_PATH} method="get" data-testid="estimate-form">
      <label htmlFor="home-estimate-address" className={styles.fieldLabel}>
        {t('addressLabel')}
      </label>
      <div className={styles.estimateRow}>
        <input
          id="home-estimate-address"
          className={styles.estimateInput}
          type="text"
          name={ESTIMATE_ADDRESS_PARAM}
          required
          maxLength={ESTIMATE_ADDRESS_MAX}
          autoComplete="street-address"
          placeholder={t('addressPlaceholder', { place })}
        />
        <button type="submit" className="button button-cta">
          {t('estimateSubmit')}
        </button>
      </div>
    </form>
  );
}
