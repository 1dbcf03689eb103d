'use client';
import { useTranslations } from 'next-intl';
import { emailStatusWords } from '@/lib/mail/email-status-words';
import styles from './email-status-badge.module.css';

/**
 * SPEC §8: a lead's e-mail status in words ("Hard Bounce") with its reason ("Invalid Email")
 * beside it, as text a screen reader and a touch user get too (the title only repeats it for a
 * mouse). Statuses SPEC does not describe render nothing, never a raw code.
 */
export function EmailStatusBadge({ status }: { status: string }) {
  const t = useTranslations('EmailStatus');
  const words = emailStatusWords(status);
  if (!words) return null;
  const label = t(`status.${words.status}`);
  const reason = words.reason ? t(`reason.${words.reason}`) : null;
  // spam and unsub: the reason says what the description says; once is enough.
  const extra = reason && reason !== label ? reason : null;
  return (
    <span className={styles.status} data-testid="email-status" data-status={words.status} title={reason ? t('reasonLabel', { reason }) : undefined}>
      <span className={styles.badge}>{label}</span>
      {extra ? <span className={styles.reason}>{extra}</span> : null}
    </span>
  );
}
