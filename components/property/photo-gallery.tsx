'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { firstLoadedPhotos } from '@/lib/property/photos';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import styles from './details-page.module.css';

// The full-screen slider loads when a photo is first opened (issue 5: modals stay out of the first JavaScript).
const PhotoSlider = dynamic(() => loadWithRetry(() => import('./photo-slider')), { ssr: false });

// A photo is 92% of the strip on phones, 62% of the page's width from 761 px up (of 1168 px at most).
const STRIP_SIZES = '(min-width: 1200px) 724px, (min-width: 761px) 62vw, 92vw';

/**
 * The listing's photos (SPEC §3 images) as the server answered them: only those this viewer may
 * see (SPEC §6, DESIGN §13), `total` (attributes.images_total) telling how many there are. A
 * strip that scrolls and snaps photo by photo; a photo opens the slider modal. Past the free
 * ones a tile asks the visitor to sign up (sign-up type moreImages, SPEC §4). Photos 0, 1 and
 * the last load at once (SPEC §9), the others as they scroll into view.
 */
export function PhotoGallery({ images, total, address }: { images: string[]; total: number; address: string }) {
  const t = useTranslations('Property');
  const [opened, setOpened] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  const visible = total === 0 ? [] : images.slice(0, total);
  const eager = new Set(firstLoadedPhotos(total));
  const locked = total - visible.length;
  return (
    <section className={styles.gallery} aria-label={t('photos', { address })} data-testid="gallery">
      <ul className={styles.strip} tabIndex={0}>
        {total === 0 ? (
          <li>
            {/* eslint-disable-next-line @next/next/no-img-element -- the tenant-scoped /images route (see property-card.tsx) */}
            <img src="/images/placeholder.jpg" alt={t('noPhotos')} width={960} height={640} />
          </li>
        ) : null}
        {visible.map((src, i) => (
          <li key={src} data-testid="photo">
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => {
                setUsed(true);
                setOpened(i);
              }}
              aria-label={t('openPhoto', { n: i + 1, total })}
            >
              <ResponsiveImage
                src={src}
                alt={t('photo', { n: i + 1, total })}
                width={960}
                height={640}
                sizes={STRIP_SIZES}
                priority={i === 0 ? 'lcp' : eager.has(i) ? 'eager' : 'lazy'}
              />
            </button>
          </li>
        ))}
        {locked > 0 ? (
          <li>
            <a href="#signup" className={styles.locked} data-testid="more-photos" data-signup="moreImages">
              <strong>{t('morePhotos', { count: locked })}</strong>
              <span>{t('signUpForPhotos', { total })}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {used ? <PhotoSlider photos={visible} total={total} index={opened} onIndex={setOpened} locked={locked} /> : null}
    </section>
  );
}
