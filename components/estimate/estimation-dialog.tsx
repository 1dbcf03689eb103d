'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useEstimateStore } from '@/stores/estimate';
import { AddressForm } from './address-form';
import styles from './dialog.module.css';

/** The estimation modal (SPEC §4 showEstimation): the seller's address form, the same flow as /what-is-my-home-worth. */
export default function EstimationDialog() {
  const t = useTranslations('Estimate.modal');
  const open = useEstimateStore((s) => s.modalOpen);
  const close = useEstimateStore((s) => s.closeModal);
  return (
    <Dialog open={open} onClose={close} title={t('title')} closeLabel={t('close')} className={styles.dialog} headClassName={styles.head} data-testid="estimation-dialog">
      <p className={styles.lead}>{t('intro')}</p>
      {open ? <AddressForm onLeave={close} autoFocus /> : null}
    </Dialog>
  );
}
