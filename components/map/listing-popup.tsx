'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import type { MapListing } from '@/lib/map/listings';
import { propertyUrl } from '@/lib/search/property-json';
import styles from './listing-popup.module.css';

/**
 * Per side the popup opens to (MapLibre picks the side with room): clear of the price tag,
 * which stands about 34 px above its listing's spot.
 */
const OFFSETS = {
  center: [0, 0],
  top: [0, 4],
  'top-left': [4, 4],
  'top-right': [-4, 4],
  bottom: [0, -36],
  'bottom-left': [4, -36],
  'bottom-right': [-4, -36],
  left: [26, -18],
  right: [-26, -18],
} satisfies Record<string, [number, number]>;

interface Props {
  listing: MapListing;
  onClose: () => void;
}

/** A listing's summary over its pin: photo, price, address, size, and the way to its page. */
export function ListingPopup({ listing, onClose }: Props) {
  const t = useTranslations('Map');
  const format = useFormatter();
  const facts = [
    listing.bedrooms !== null ? t('beds', { count: listing.bedrooms }) : null,
    listing.bathrooms !== null ? t('baths', { count: listing.bathrooms }) : null,
    listing.square !== null ? t('sqft', { count: listing.square }) : null,
  ].filter((fact) => fact !== null);
  const href = propertyUrl(listing.id, listing.address);
  // Opened from the keyboard (the pin had focus), focus moves into the popup: MapLibre puts it
  // after every marker, and the visitor should not tab past the other pins to reach it.
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (document.activeElement?.closest('[data-map-pin]')) linkRef.current?.focus();
  }, [listing.id]);
  return (
    // closeOnClick is ours: a click on another pin would otherwise close the popup it just opened.
    <Popup longitude={listing.lon} latitude={listing.lat} offset={OFFSETS} closeOnClick={false} maxWidth="260px" onClose={onClose}>
      <div className={styles.card}>
        {/* A thumbnail from the site's own image route; next/image would add nothing for a 240 px preview. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={styles.photo} src={listing.image} alt="" width={240} height={150} loading="lazy" />
        <p className={styles.price}>
          {listing.price === null ? t('priceHidden') : format.number(listing.price, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}
        </p>
        <p className={styles.address}>{listing.address}</p>
        {facts.length > 0 && <p className={styles.facts}>{facts.join(' · ')}</p>}
        <Link ref={linkRef} className={styles.link} href={href}>
          {t('viewDetails')}
          <span className="visually-hidden">: {listing.address}</span>
        </Link>
      </div>
    </Popup>
  );
}
