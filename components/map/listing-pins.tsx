'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { Marker } from 'react-map-gl/maplibre';
import { pinPrice, type MapListing } from '@/lib/map/listings';
import styles from './pins.module.css';

interface Props {
  listings: MapListing[];
  selectedId: number | null;
  onSelect: (listing: MapListing, trigger: HTMLButtonElement) => void;
}

/** One price tag per listing (SPEC §9 short price, "Sold" when hidden); pressing it opens the popup. */
export const ListingPins = memo(function ListingPins({ listings, selectedId, onSelect }: Props) {
  const t = useTranslations('Map');
  return listings.map((listing) => {
    const price = pinPrice(listing.price) ?? t('sold');
    const selected = listing.id === selectedId;
    return (
      <Marker key={listing.id} longitude={listing.lon} latitude={listing.lat} anchor="bottom" style={selected ? { zIndex: 2 } : undefined}>
        <button
          type="button"
          className={`${styles.pin} ${listing.status === 's' ? styles.sold : ''} ${selected ? styles.selected : ''}`}
          aria-label={t('pin', { price, address: listing.address })}
          aria-expanded={selected}
          data-map-pin=""
          onClick={(e) => onSelect(listing, e.currentTarget)}
        >
          {price}
        </button>
      </Marker>
    );
  });
});
