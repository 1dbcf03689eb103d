'use client';

import { useTranslations } from 'next-intl';
import { useReconnectStore } from '@/stores/reconnect';
import styles from './reconnect-banner.module.css';

export function ReconnectBanner() {
  const t = useTranslations('Reconnect');
  const visible = useReconnectStore((s) => s.visible);
  const secondsLeft = useReconnectStore((s) => s.secondsLeft);
  const retryNow = useReconnectStore((s) => s.retryNow);
  const dismiss = useReconnectStore((s) => s.dismiss);

  if (!visible) return null;

  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>
        {t('notConnected')}{' '}
        {/* Hidden from screen readers: a live region would read the countdown out every second. */}
        <span aria-hidden="true">{t('connectingIn', { seconds: secondsLeft })}</span>
        <span className={styles.srOnly}> {t('retrying')}</span>
      </p>
      <button type="button" className={styles.retry} onClick={retryNow}>
        {t('tryNow')}
      </button>
      <button type="button" className={`close-button ${styles.dismiss}`} aria-label={t('dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
