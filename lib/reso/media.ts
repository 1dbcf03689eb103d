import type { MappedMedia } from './types';
import { lookupKey, toNumber, toText } from './fields';

/** More photos than this are a feed sending floor plans, documents or duplicates as photos. */
export const MEDIA_MAX = 100;
const URL_MAX = 2048;
const KEY_MAX = 255;
const CAPTION_MAX = 255;

/**
 * A photo already in our image store, named in a RESO file instead of fetched: the demo's file
 * (lib/seed/reso-file.ts) points its Media at the pool photos the seed rendered into the store,
 * as `image-store:ext-03.jpg`. Only a source the importer trusts may use it (the demo's own
 * file): from any other feed such a URL is dropped like any non-http URL, so a feed cannot make
 * a listing show files from our store.
 */
export const IMAGE_STORE_SCHEME = 'image-store:';
/** A bare file name in the store: no directories, no dot-files. */
const STORE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.(?:jpe?g|png|webp)$/;

export const imageStoreUrl = (file: string): string => `${IMAGE_STORE_SCHEME}${file}`;

/** The store file an `image-store:` URL names, or null for any other URL (or a malformed name). */
export function imageStoreFile(url: string): string | null {
  if (!url.startsWith(IMAGE_STORE_SCHEME)) return null;
  const file = url.slice(IMAGE_STORE_SCHEME.length);
  return STORE_FILE.test(file) && !file.includes('..') ? file : null;
}

// http(s) with a host and no user:password@ (which would hide the real host from a reader).
const HTTP_URL = /^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s\\]*)?$/i;
const PHOTO_CATEGORIES = new Set(['photo', 'photos', 'image']);
const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'gif', 'webp', 'tiff', 'bmp', 'heic']);

export interface MediaOptions {
  /** Accept `image-store:` URLs (the demo's own file only). */
  allowImageStore?: boolean;
}

interface Candidate extends MappedMedia {
  rank: number;
  index: number;
}

/**
 * RESO Media records (expanded with $expand=Media or read from the Media resource) → the
 * listing's photos: only photos (MediaCategory Photo, or an image MediaType/MimeType, or no
 * category given), only public ones when Permission is given, ordered by `Order` (the feed's own
 * order for ties and for records without one), renumbered 0…n-1, keyed by MediaKey (the URL when
 * there is none), repeats of a key dropped, http(s) URLs only, at most MEDIA_MAX.
 */
export function mapMedia(list: unknown, options: MediaOptions = {}): MappedMedia[] {
  if (!Array.isArray(list)) return [];
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < list.length; index++) {
    const m: unknown = list[index];
    if (typeof m !== 'object' || m === null || Array.isArray(m)) continue;
    const media = m as Record<string, unknown>;
    if (!isPublicPhoto(media)) continue;
    const url = toText(media.MediaURL);
    if (typeof url !== 'string' || url.length > URL_MAX) continue;
    if (!HTTP_URL.test(url) && !(options.allowImageStore && imageStoreFile(url))) continue;
    const given = toText(media.MediaKey);
    const key = typeof given === 'string' && given.length <= KEY_MAX ? given : url.slice(0, KEY_MAX);
    // A repeated MediaKey is one photo sent twice. Two keys with one URL stay two photos: the
    // feed says so (and the demo's listings reuse pool photos).
    if (seen.has(key)) continue;
    seen.add(key);
    const order = toNumber(media.Order);
    const caption = toText(media.ShortDescription) ?? toText(media.LongDescription);
    const width = toNumber(media.ImageWidth);
    const height = toNumber(media.ImageHeight);
    out.push({
      key,
      url,
      order: 0,
      caption: typeof caption === 'string' ? caption.slice(0, CAPTION_MAX) : null,
      width: isPixels(width) ? width : null,
      height: isPixels(height) ? height : null,
      rank: typeof order === 'number' ? order : Number.POSITIVE_INFINITY,
      index,
    });
  }
  out.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return out.slice(0, MEDIA_MAX).map(({ key, url, caption, width, height }, order) => ({ key, url, order, caption, width, height }));
}

function isPublicPhoto(media: Record<string, unknown>): boolean {
  const permission = media.Permission;
  if (permission !== undefined && permission !== null) {
    const values = Array.isArray(permission) ? permission : [permission];
    if (!values.some((p) => typeof p === 'string' && lookupKey(p) === 'public')) return false;
  }
  const category = toText(media.MediaCategory);
  if (typeof category === 'string') return PHOTO_CATEGORIES.has(lookupKey(category));
  for (const field of ['MimeType', 'MediaType']) {
    const type = toText(media[field]);
    if (typeof type === 'string') {
      const t = type.toLowerCase();
      if (!(t.startsWith('image/') || IMAGE_EXTENSIONS.has(t))) return false;
    }
  }
  return true;
}

/** smallint columns: a plausible pixel size or nothing. */
const isPixels = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 32767;
