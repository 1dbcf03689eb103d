'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { FeaturedListing } from '@/lib/crm/featured-types';
import styles from './featured.module.css';
import { useFormatter } from 'next-intl';

interface Props {
  listing: FeaturedListing;
  index: number;
  count: number;
  /** Past the home page's cards: kept as stand-ins for chosen listings that leave the market. */
  standIn: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (id: number) => void;
}

/** One chosen listing: a drag handle (pointer or keyboard: Space, arrows, Space), Up/Down, Remove. */
export function FeaturedRow({ listing, index, count, standIn, onMove, onRemove }: Props) {
  const format = useFormatter();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: listing.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`${styles.row} ${isDragging ? styles.dragging : ''}`} data-testid="featured-row" data-id={listing.id}>
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} aria-label={`Drag ${listing.address} to a new place`} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={styles.position} aria-hidden="true">{index + 1}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 64 px thumbnail of our own /images route; next/image adds nothing here */}
      <img className={styles.photo} src={listing.photo} alt="" width={64} height={48} loading="lazy" />
      <div className={styles.body}>
        <a href={listing.url} className={styles.address}>{listing.address}</a>
        <span className={styles.muted}>
          {listing.city} · MLS # {listing.mlsNumber} · <strong className={styles.price}>{format.number(listing.price, 'price')}</strong> · {listing.statusTitle}
        </span>
        {!listing.onSite ? <span className={styles.off}>Not offered for sale on the site now: the home page skips it</span> : standIn ? <span className={styles.muted}>Stand-in: shown when a listing above leaves the market</span> : null}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.small} onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move ${listing.address} up`}>Up</button>
        <button type="button" className={styles.small} onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`Move ${listing.address} down`}>Down</button>
        <button type="button" className={styles.small} onClick={() => onRemove(listing.id)} aria-label={`Remove ${listing.address}`}>Remove</button>
      </div>
    </li>
  );
}
