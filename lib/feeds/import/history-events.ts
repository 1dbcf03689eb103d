import type { PRICE_EVENTS } from '@/lib/db/schema/properties';
import type { ListingColumns } from '@/lib/reso/mapping';

export interface PreviousListing {
  id: number;
  listingKey: string;
  listPrice: number;
  status: string;
  sourceModifiedAt: Date | null;
  photosChangedAt: Date | null;
  photosCount: number;
}

type PriceEvent = (typeof PRICE_EVENTS)[number];

/** What a status becomes in the price history (SPEC §3 priceHistory), entering it from another. */
const EVENT_OF_STATUS: Record<string, PriceEvent> = { p: 'pending', s: 'sold', o: 'off_market', u: 'coming_soon', a: 'relisted' };

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The price-history events a write means: a new listing is "listed" (and "sold" when it arrives
 * closed); on an update a new list price is a "price_change" and a new status its own event.
 * Pure: the listing page's price history and e-alert updates read what this returns.
 */
export function historyEventsFor(row: ListingColumns, previous: PreviousListing | null, now: Date): { eventDate: string; event: PriceEvent; price: number }[] {
  const listed = row.listedAt instanceof Date ? row.listedAt : now;
  if (!previous) {
    const events: { eventDate: string; event: PriceEvent; price: number }[] = [{ eventDate: day(listed), event: row.status === 'u' ? 'coming_soon' : 'listed', price: row.originalListPrice ?? row.listPrice }];
    if (row.originalListPrice && row.originalListPrice !== row.listPrice) events.push({ eventDate: day(now), event: 'price_change', price: row.listPrice });
    if (row.status === 's') events.push({ eventDate: row.closeDate ?? day(now), event: 'sold', price: row.closePrice ?? row.listPrice });
    else if (row.status === 'p' || row.status === 'o') events.push({ eventDate: day(now), event: EVENT_OF_STATUS[row.status]!, price: row.listPrice });
    return events;
  }
  const events: { eventDate: string; event: PriceEvent; price: number }[] = [];
  if (previous.listPrice !== row.listPrice) events.push({ eventDate: day(now), event: 'price_change', price: row.listPrice });
  if (previous.status !== row.status) {
    const event = row.status === 'a' && previous.status === 'u' ? 'listed' : EVENT_OF_STATUS[row.status];
    if (event) events.push({ eventDate: row.status === 's' && row.closeDate ? row.closeDate : day(now), event, price: row.status === 's' ? (row.closePrice ?? row.listPrice) : row.listPrice });
  }
  return events;
}
