
import { formatPrice } from '@/lib/format/formatter';
/**
 * What an update is, for "never the same update twice": a listing's status and shown price.
 * A price drop or a status change makes a new key (a new update); the listing touched for
 * anything else keeps its key and is not mailed again.
 */
export function changeKey(status: string, price: number | null): string {
  return `${status}:${price ?? ''}`;
}

export function parseChangeKey(key: string): { status: string; price: number | null } | null {
  const match = /^([a-z0-9_-]+):(\d*)$/.exec(key);
  if (!match) return null;
  return { status: match[1]!, price: match[2] === '' ? null : Number(match[2]) };
}

export type ListingChange =
  | { kind: 'new' }
  | { kind: 'status'; from: string | null; to: string }
  | { kind: 'price'; from: number | null; to: number | null; down: boolean }
  | { kind: 'updated' };

export interface ListingState {
  status: string;
  price: number | null;
  listedAt: Date;
  priceReducedAt: Date | null;
}

/**
 * What changed, as the recipient last heard of the listing: against the key this alert last
 * mailed for it, else by the listing's own dates since the alert's last send.
 */
export function describeChange(current: ListingState, previousKey: string | null, since: Date): ListingChange {
  const previous = previousKey === null ? null : parseChangeKey(previousKey);
  if (previous) {
    if (previous.status !== current.status) return { kind: 'status', from: previous.status, to: current.status };
    if (previous.price !== current.price) {
      const down = previous.price !== null && current.price !== null && current.price < previous.price;
      return { kind: 'price', from: previous.price, to: current.price, down };
    }
    return { kind: 'updated' };
  }
  if (current.listedAt.getTime() > since.getTime()) return { kind: 'new' };
  if (current.priceReducedAt && current.priceReducedAt.getTime() > since.getTime()) return { kind: 'price', from: null, to: current.price, down: true };
  return { kind: 'updated' };
}

/** The change in words, for the mail: "New listing", "Now Sold", "Price reduced from $500,000". */
export function changeLabel(change: ListingChange, statusTitle: (code: string) => string): string {
  switch (change.kind) {
    case 'new':
      return 'New listing';
    case 'status':
      return `Now ${statusTitle(change.to)}`;
    case 'price': {
      const up = change.from !== null && change.to !== null && change.to > change.from;
      const verb = change.down ? 'Price reduced' : up ? 'Price increased' : 'Price changed';
      return change.from === null ? verb : `${verb} from ${formatPrice(change.from)}`;
    }
    case 'updated':
      return 'Updated';
  }
}
