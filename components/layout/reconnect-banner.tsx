'use client';

import { useReconnectStore } from '@/stores/reconnect';
import styles from './reconnect-banner.module.css';

export function ReconnectBanner() {
  const visible = useReconnectStore((s) => s.visible);
  const secondsLeft = useReconnectStore((s) => s.secondsLeft);
  const retryNow = useReconnectStore((s) => s.retryNow);
  const dismiss = useReconnectStore((s) => s.dismiss);

  if (!visible) return null;

  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>
        Not connected.{' '}
        {/* Hidden from screen readers: a live region would read the countdown out every second. */}
        <span aria-hidden="true">Connecting in {secondsLeft}s...</span>
        <span className={styles.srOnly}> Retrying automatically.</span>
      </p>
      <button type="button" className={styles.retry} onClick={retryNow}>
        Try now
      </button>
      <button type="button" className={styles.dismiss} aria-label="Dismiss" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
