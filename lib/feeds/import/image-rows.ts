import type { propertyImages } from '@/lib/db/schema';
import type { MappedMedia } from '@/lib/reso/types';

export interface StoredImage {
  mediaKey: string | null;
  mediaUrl: string | null;
  storageKey: string | null;
}

/**
 * The photo rows of a listing's new photo set. A photo already fetched under the same MediaKey and
 * URL keeps its bytes; one the store already holds (`storeMarker`: the demo's own photos) needs
 * no fetch; the rest wait for the media phase (storage key null).
 */
export function imageRowsFor(
  propertyId: number,
  media: MappedMedia[],
  previous: StoredImage[],
  storeMarker?: (url: string) => string | null,
): (typeof propertyImages.$inferInsert)[] {
  const kept = new Map(previous.filter((p) => p.storageKey && p.mediaKey).map((p) => [`${p.mediaKey}\n${p.mediaUrl}`, p.storageKey]));
  return media.map((m) => ({
    propertyId,
    position: m.order,
    mediaKey: m.key,
    mediaUrl: m.url,
    caption: m.caption,
    width: m.width ?? null,
    height: m.height ?? null,
    storageKey: storeMarker?.(m.url) ?? kept.get(`${m.key}\n${m.url}`) ?? null,
  }));
}
