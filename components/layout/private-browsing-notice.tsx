'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './private-browsing-notice.module.css';

/**
 * SPEC §8 "Private browsing", shown on every page while storage is unavailable (the store's
 * storageAvailable). Dismissed, it stays away for this page only: with no storage there is
 * nowhere to remember that it was read, and the next page says it again.
 */
export function PrivateBrowsingNotice() {
  const t = useTranslations('BrowserEnv');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={styles.notice} role="status" data-testid="private-browsing">
      <p className={styles.text}>{t('privateBrowsing')}</p>
      <button type="button" className="close-button" aria-label={t('dismiss')} onClick={() => setOpen(false)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
