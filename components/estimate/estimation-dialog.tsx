'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useModalDialog } from '@/components/layout/use-modal-dialog';
import { useEstimateStore } from '@/stores/estimate';
import { AddressForm } from './address-form';
import styles from './dialog.module.css';

/** The estimation modal (SPEC §4 showEstimation): the seller's address form, the same flow as /what-is-my-home-worth. */
export default function EstimationDialog() {
  const t = useTranslations('Estimate.modal');
  const id = useId();
  const open = useEstimateStore((s) => s.modalOpen);
  const close = useEstimateStore((s) => s.closeModal);
  const dialog = useModalDialog(open);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} onClose={close} data-testid="estimation-dialog">
      <div className={styles.head}>
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <button type="button" className="close-button" aria-label={t('close')} onClick={close}>
          ×
        </button>
      </div>
      <p className={styles.lead}>{t('intro')}</p>
      {open ? <AddressForm onLeave={close} autoFocus /> : null}
    </dialog>
  );
}
