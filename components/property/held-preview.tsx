'use client';

import { useLinkStatus } from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import styles from './details-page.module.css';

/** What the preview shows of a listing: only this crosses from a server-rendered card to the browser. */
export interface HeldListing {
  photo: string;
  price: number | null;
  address: string;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
}

/**
 * SPEC §4 "Property details load": a listing the page already holds (a search result, a
 * similar home) shows at once — photo, price, address, rooms — while its page loads. Rendered
 * inside the card's link: it appears only while that link's navigation is pending, over the
 * page, so a direct visit (and a crawler) gets the server's full page with nothing in between.
 */
export function HeldPreview({ listing }: { listing: HeldListing }) {
  const { pending } = useLinkStatus();
  const t = useTranslations('Property');
  const format = useFormatter();
  if (!pending || typeof document === 'undefined') return null;
  return createPortal(
    <div className={styles.held} aria-busy="true" data-testid="held-preview">
      <div className={`container ${styles.page}`}>
        <div className={styles.gallery}>
          <ul className={styles.strip}>
            <li>
              {/* eslint-disable-next-line @next/next/no-img-element -- the tenant-scoped /images route (see property-card.tsx) */}
              <img src={listing.photo} alt="" width={960} height={640} />
            </li>
          </ul>
        </div>
        <div className={styles.header}>
          <div>
            <p className={styles.price}>{listing.price === null ? t('signInForPrice') : format.number(listing.price, 'price')}</p>
            <p className={styles.address}>{listing.address}</p>
            <ul className={styles.keyFacts}>
              {listing.beds !== null ? <li>{t('beds', { count: listing.beds })}</li> : null}
              {listing.baths !== null ? <li>{t('baths', { count: listing.baths })}</li> : null}
              {listing.sqft !== null ? <li>{t('sqft', { area: format.number(listing.sqft, 'count') })}</li> : null}
            </ul>
            <p className={styles.status} role="status">
              {t('loadingMore')}
            </p>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
