'use client';

import { useTranslations } from 'next-intl';
import styles from './error-dialog.module.css';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  open: boolean;
  /** What failed, in words for the visitor; `detail` is the server's own message when it gave one. */
  message: string;
  detail?: string | null;
  onClose: () => void;
  /** Offers "Try again" when the failed call can simply be repeated. */
  onRetry?: () => void;
}

/**
 * SPEC §8's error modal (agent list or details failure; a favourite that failed for a reason
 * other than sign-up): a native modal <dialog> (focus kept inside, Escape closes) announced as
 * an alert dialog, with Close and, when it makes sense, Try again.
 */
export function ErrorDialog({ open, message, detail, onClose, onRetry }: Props) {
  const t = useTranslations('ErrorDialog');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('title')}
      description={
        <>
          {message}
          {detail && detail !== message ? ` (${detail})` : null}
        </>
      }
      className={styles.dialog}
      headClassName={styles.head}
      data-testid="error-dialog"
    >
      <div className={styles.buttons}>
        {onRetry ? (
          <button type="button" className="button" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
        <button type="button" className={onRetry ? 'button button-secondary' : 'button'} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Dialog>
  );
}
