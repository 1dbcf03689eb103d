'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { FeaturedListing } from '@/lib/crm/featured-types';
import styles from './featured.module.css';
import { useFormatter } from 'next-intl';

const DEBOUNCE_MS = 250;

/** Find listings for sale on the site by address, MLS # or city, and add one to the list. */
export function FeaturedSearch({ chosen, full, onAdd }: { chosen: Set<number>; full: boolean; onAdd: (listing: FeaturedListing) => void }) {
  const format = useFormatter();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, error, isLoading } = useSWR(q.length >= 2 ? ['/crm/featured-listings/candidates', q] : null, () =>
    apiGet<{ data: FeaturedListing[] }>('/crm/featured-listings/candidates', { q }).then((r) => r.data),
  { keepPreviousData: true });
  return (
    <section className={styles.search} aria-labelledby="featured-add">
      <h2 id="featured-add">Add a listing</h2>
      <label htmlFor="featured-q">Address, MLS # or city</label>
      <input id="featured-q" type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" placeholder="e.g. 12 Main St" data-crm-search-owner="" />
      <p className={styles.muted} role="status" aria-live="polite">
        {error ? 'Could not search: try again' : full ? 'The list is full: remove one to add another.' : q.length < 2 ? 'Type at least two characters.' : isLoading ? 'Searching…' : data && data.length === 0 ? 'No listing for sale matches.' : data ? `${data.length} found` : ''}
      </p>
      {data && data.length > 0 && q.length >= 2 ? (
        <ul className={styles.results} data-testid="featured-candidates">
          {data.map((listing) => (
            <li key={listing.id} className={styles.result}>
              <div className={styles.body}>
                <span className={styles.address}>{listing.address}</span>
                <span className={styles.muted}>{listing.city} · MLS # {listing.mlsNumber} · {format.number(listing.price, 'price')} · {listing.statusTitle}</span>
              </div>
              <button type="button" className={styles.small} onClick={() => onAdd(listing)} disabled={chosen.has(listing.id) || full} aria-label={`Add ${listing.address}`}>
                {chosen.has(listing.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
