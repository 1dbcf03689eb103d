'use client';

import { useLinkStatus } from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { createPortal } from 'react-dom';
import type { PropertyJson } from '@/lib/search/property-json';
import styles from './details-page.module.css';

/**
 * SPEC §4 "Property details load": a listing the page already holds (a search result, a
 * similar home) shows at once — photo, price, address, rooms — while its page loads. Rendered
 * inside the card's link: it appears only while that link's navigation is pending, over the
 * page, so a direct visit (and a crawler) gets the server's full page with nothing in between.
 */
export function HeldPreview({ property }: { property: PropertyJson }) {
  const { pending } = useLinkStatus();
  const t = useTranslations('Property');
  const format = useFormatter();
  if (!pending || typeof document === 'undefined') return null;
  const a = property.attributes;
  return createPortal(
    <div className={styles.held} aria-busy="true" data-testid="held-preview">
      <div className={`container ${styles.page}`}>
        <div className={styles.gallery}>
          <ul className={styles.strip}>
            <li>
              {/* eslint-disable-next-line @next/next/no-img-element -- the tenant-scoped /images route (see property-card.tsx) */}
              <img src={property.images[0] ?? '/images/placeholder.jpg'} alt="" width={960} height={640} />
            </li>
          </ul>
        </div>
        <div className={styles.header}>
          <div>
            <p className={styles.price}>{property.price === null ? t('signInForPrice') : format.number(property.price, 'price')}</p>
            <p className={styles.address}>{a.address}</p>
            <ul className={styles.keyFacts}>
              {property.bedrooms !== null ? <li>{t('beds', { count: property.bedrooms })}</li> : null}
              {property.bathrooms !== null ? <li>{t('baths', { count: property.bathrooms })}</li> : null}
              {a.square !== null ? <li>{t('sqft', { area: format.number(a.square, 'count') })}</li> : null}
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
