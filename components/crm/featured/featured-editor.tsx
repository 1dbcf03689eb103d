'use client';

import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import { apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { FEATURED_MAX, HOME_FEATURED_SHOWN, type FeaturedList, type FeaturedListing } from '@/lib/crm/featured-types';
import { FeaturedRow } from './featured-row';
import { FeaturedSearch } from './featured-search';
import styles from './featured.module.css';

/**
 * /featured-listings: the chosen listings in home-page order. Reorder by drag and drop
 * (@dnd-kit: pointer, touch and keyboard — Space picks a row up, arrows move it, Space drops it,
 * Escape cancels — with its screen-reader announcements) or the Up/Down buttons; remove; add from
 * the search; Save sends the whole list (PUT), which the home page shows within seconds.
 */
const screenReaderInstructions = { draggable: 'To move a listing, press Space, then the arrow keys; Space again drops it, Escape cancels. The Up and Down buttons move it one place.' };

export function FeaturedEditor({ initial }: { initial: FeaturedList }) {
  const [items, setItems] = useState<FeaturedListing[]>(initial.listings);
  const [saved, setSaved] = useState<number[]>(initial.listings.map((l) => l.id));
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = useMemo(() => items.map((l) => l.id), [items]);
  const chosen = useMemo(() => new Set(ids), [ids]);
  const dirty = ids.join(',') !== saved.join(',');
  // What a screen reader hears while dragging: addresses and places, not internal ids.
  const addressOf = (id: UniqueIdentifier) => items.find((l) => l.id === Number(id))?.address ?? 'The listing';
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${addressOf(active.id)}, place ${placeOf(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) => (over ? `${addressOf(active.id)} is over place ${placeOf(over.id)} of ${ids.length}.` : `${addressOf(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${addressOf(active.id)} dropped at place ${placeOf(over.id)} of ${ids.length}.` : `${addressOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${addressOf(active.id)} was cancelled.`,
  };

  const change = (next: FeaturedListing[], message: string) => {
    setItems(next);
    setStatus(message);
    setError('');
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    const listing = items[from];
    if (!listing) return;
    change(arrayMove(items, from, to), `${listing.address} moved to place ${to + 1} of ${items.length}`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  const remove = (id: number) => {
    const listing = items.find((l) => l.id === id);
    change(items.filter((l) => l.id !== id), listing ? `${listing.address} removed` : '');
  };
  const add = (listing: FeaturedListing) => {
    if (chosen.has(listing.id) || items.length >= FEATURED_MAX) return;
    change([...items, listing], `${listing.address} added at place ${items.length + 1}`);
  };
  async function save() {
    setSaving(true);
    setError('');
    try {
      const answer = await apiRequest<{ data: FeaturedList }>('PUT', '/crm/featured-listings', { propertyIds: ids });
      setItems(answer.data.listings);
      setSaved(answer.data.listings.map((l) => l.id));
      setStatus(answer.data.listings.length > 0 ? 'Saved: the home page shows this order now.' : 'Saved: the home page features your agents’ newest listings.');
    } catch (e) {
      setError(e instanceof ApiError ? e.error : 'Could not save: try again');
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.featured}>
      <p className={styles.lead}>
        The home page shows the first {HOME_FEATURED_SHOWN} listings here that are for sale, in this order; when fewer are left it fills up with your agents’ newest listings. Up to {FEATURED_MAX}.
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="featured-list">
          <h2 id="featured-list">Featured on the home page <span className={styles.muted}>({items.length} of {FEATURED_MAX})</span></h2>
          {items.length === 0 ? (
            <p className={styles.empty}>None chosen: the home page features your agents’ newest listings. Add listings to choose them yourself.</p>
          ) : (
            <DndContext id="featured-order" sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                <ol className={styles.list} data-testid="featured-list">
                  {items.map((listing, index) => (
                    <FeaturedRow key={listing.id} listing={listing} index={index} count={items.length} standIn={index >= HOME_FEATURED_SHOWN} onMove={move} onRemove={remove} />
                  ))}
                </ol>
              </SortableContext>
            </DndContext>
          )}
          <div className={styles.saveBar}>
            <button type="button" className="button" onClick={() => void save()} disabled={!dirty || saving} data-testid="featured-save">
              {saving ? 'Saving…' : 'Save'}
            </button>
            {dirty ? <button type="button" className="button button-secondary" onClick={() => { setItems(initialOrder(items, saved, initial.listings)); setStatus('Changes undone'); }}>Undo changes</button> : null}
            <p className={styles.status} role="status" aria-live="polite">{error ? <span className={styles.error}>{error}</span> : status}</p>
          </div>
        </section>
        <FeaturedSearch chosen={chosen} full={items.length >= FEATURED_MAX} onAdd={add} />
      </div>
    </div>
  );
}

/** The last saved order, from the listings at hand (a listing added then removed may be in neither). */
function initialOrder(items: FeaturedListing[], saved: number[], initial: FeaturedListing[]): FeaturedListing[] {
  const known = new Map([...initial, ...items].map((l) => [l.id, l]));
  return saved.flatMap((id) => known.get(id) ?? []);
}
