'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useEstimateStore } from '@/stores/estimate';
import { TuningForm } from './tuning-form';
import styles from './dialog.module.css';

/** The tuning modal (SPEC §2 screen groups): loaded on first open; a save renders the page again with the new value. */
export default function TuningDialog() {
  const t = useTranslations('Estimate.tuning');
  const router = useRouter();
  const addressId = useEstimateStore((s) => s.tuningAddress);
  const details = useEstimateStore((s) => s.details);
  const close = useEstimateStore((s) => s.closeTuning);
  return (
    <Dialog open={addressId !== null} onClose={close} title={t('title')} closeLabel={t('close')} className={`${styles.dialog} ${styles.wide}`} headClassName={styles.head} data-testid="tuning-dialog">
      {addressId !== null ? (
        <>
          <p className={styles.lead}>{t('intro')}</p>
          <TuningForm
            key={addressId}
            addressId={addressId}
            home={details}
            onSaved={() => {
              close();
              // The server renders the page again with the new figures: no full reload.
              router.refresh();
            }}
          />
        </>
      ) : null}
    </Dialog>
  );
}
