'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import styles from './photo-slider.module.css';

interface Props {
  photos: string[];
  total: number;
  /** The photo shown; null: closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** Photos past the free-picture limit (SPEC §6): the last slide asks to sign up for them. */
  locked: number;
}

/**
 * SPEC §2's slider modal: one photo at a time over the page, previous/next by buttons or arrow
 * keys (wrapping: the left arrow on the first goes to the last, SPEC §9's "0, 1, last"), Escape
 * or × to close. A native <dialog>; page scroll locked while open (SPEC §4).
 */
export default function PhotoSlider({ photos, total, index, onIndex, locked }: Props) {
  const t = useTranslations('Property');
  const open = index !== null;

  if (photos.length === 0) return null;
  const current = index ?? 0;
  const step = (by: number) => onIndex((current + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onIndex(null)}
      title={t('photo', { n: current + 1, total })}
      titleClassName={styles.count}
      titleLive
      closeLabel={t('closePhotos')}
      closeClassName={styles.close}
      className={styles.slider}
      headClassName={styles.bar}
      onKeyDown={onKeyDown}
      data-testid="photo-slider"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the tenant-scoped /images route (see property-card.tsx) */}
      <img src={photos[current]} alt={t('photo', { n: current + 1, total })} className={styles.image} width={960} height={640} />
      {locked > 0 && current === photos.length - 1 ? (
        <a href="#signup" className={styles.more} data-signup="moreImages" onClick={() => onIndex(null)}>
          {t('signUpForPhotos', { total })}
        </a>
      ) : null}
      <div className={styles.nav}>
        <button type="button" className="button button-secondary" onClick={() => step(-1)} aria-label={t('previousPhoto')}>
          ‹
        </button>
        <button type="button" className="button button-secondary" onClick={() => step(1)} aria-label={t('nextPhoto')}>
          ›
        </button>
      </div>
    </Dialog>
  );
}
