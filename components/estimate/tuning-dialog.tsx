'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { useEstimateStore } from '@/stores/estimate';
import { TuningForm } from './tuning-form';
import styles from './dialog.module.css';

/** The tuning modal (SPEC §2 screen groups): loaded on first open; a save renders the page again with the new value. */
export default function TuningDialog() {
  const t = useTranslations('Estimate.tuning');
  const id = useId();
  const router = useRouter();
  const addressId = useEstimateStore((s) => s.tuningAddress);
  const details = useEstimateStore((s) => s.details);
  const close = useEstimateStore((s) => s.closeTuning);
  const dialog = useModalDialog(addressId !== null);
  return (
    <dialog ref={dialog} className={`${styles.dialog} ${styles.wide}`} aria-labelledby={`${id}-title`} onClose={close} data-testid="tuning-dialog">
      {addressId !== null ? (
        <>
          <div className={styles.head}>
            <h2 id={`${id}-title`}>{t('title')}</h2>
            <button type="button" className="close-button" aria-label={t('close')} onClick={close}>
              ×
            </button>
          </div>
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
    </dialog>
  );
}
