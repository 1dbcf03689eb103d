'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useFlashStore } from '@/stores/flash';
import styles from './flash-message.module.css';

export function FlashMessage() {
  const t = useTranslations('Flash');
  const message = useFlashStore((s) => s.message);
  const visible = useFlashStore((s) => s.visible);
  const sticky = useFlashStore((s) => s.sticky);
  const kind = useFlashStore((s) => s.kind);
  const dismiss = useFlashStore((s) => s.dismiss);
  const setSticky = useFlashStore((s) => s.setSticky);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    // Measured once, on showing: a stuck element no longer reports where it sat in the page.
    const initialTop = element.getBoundingClientRect().top + window.scrollY;
    // Checked at once too, so a message shown to an already scrolled page sticks into view.
    const check = (): void => setSticky(window.scrollY > 0 && window.scrollY >= initialTop);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [visible, setSticky]);

  if (!visible || message === null) return null;

  const className = [styles.flash, styles[kind], sticky ? styles.sticky : ''].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={className} role="status" aria-live="polite" data-sticky={sticky}>
      <p className={styles.text}>{message}</p>
      <button type="button" className={`close-button ${styles.close}`} aria-label={t('close')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
