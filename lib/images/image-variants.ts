/**
 * Which size and format of one of our images to serve (docs/architecture.md "Images"). Plain:
 * the photo routes, the image component and the tests use it.
 *
 * Widths come from this fixed list only, never from the URL as asked: each is made once per
 * source and format and kept on disk, so a fixed list bounds the cache at 7 × 3 files per
 * photo and nobody can make the server encode a thousand sizes. 320–960 cover a result card
 * or a listing photo from a 1x phone to a 2x laptop (stored listing photos are 960–1600 px);
 * 1280 and 1920 (SPEC §9's background width) serve wide heroes.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The widths a listing photo is offered at in a srcset (never wider than a stored photo usually is). */
export const PHOTO_WIDTHS: readonly ImageWidth[] = [320, 480, 640, 800, 960];
/** The width an <img>'s plain `src` names: browsers without srcset get a sharp card photo. */
export const FALLBACK_WIDTH: ImageWidth = 640;

/** AVIF is the smallest; WebP where AVIF is not accepted; the stored JPEG for everyone else. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';
export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The width `?w=` asks for: null when absent, 'bad' when it is not one of IMAGE_WIDTHS (a 400). */
export function imageWidthOf(value: string | null): ImageWidth | null | 'bad' {
  if (value === null) return null;
  const width = Number(value);
  return /^[1-9]\d{2,3}$/.test(value) && (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : 'bad';
}

/** Whether an Accept header takes a media type (q=0 refuses it; `image/*` and `*\/*` do not count: they would take JPEG too). */
function accepts(accept: string, type: string): boolean {
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The format for a request's Accept header. Browsers name the formats they decode in it when
 * they fetch an image (Chromium, Firefox, Safari 16+: `image/avif,image/webp,…`); a client
 * that names neither (curl, an old browser, a mail client) gets the JPEG it can always show.
 */
export function imageFormatFor(accept: string | null): ImageFormat {
  if (!accept) return 'jpeg';
  if (accepts(accept, 'image/avif')) return 'avif';
  if (accepts(accept, 'image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * The file name of one variant in the cache: the source's storage key, its version (size and
 * modification time, so a replaced file is a new name and never serves stale bytes), the width
 * and the format. One folder per source (see ./variant-store.ts) holds its variants.
 */
export function variantFileName(version: string, width: number | null, format: ImageFormat): string {
  return `${version}.w${width ?? 'full'}.${format}`;
}

/** The version part of a variant's name: what changes when the source file is replaced. */
export function sourceVersion(size: number, mtimeMs: number): string {
  return `${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}`;
}

/** Our image routes that make sized variants (/images/{id}-{n}.jpg and the placeholder); another site's URL is used as it is. */
const OWN_IMAGE = /^\/images\/(?:\d{1,9}-\d{1,3}|placeholder)\.jpg$/;

/** The URL of an image at a width; another site's URL (or one with a query already) comes back unchanged. */
export function imageSrc(url: string, width: ImageWidth): string {
  return OWN_IMAGE.test(url) ? `${url}?w=${width}` : url;
}

/**
 * <img> attributes for one of our images shown `sizes` wide: every width as a `w` candidate, so
 * the browser takes the smallest that is sharp at its screen's pixel ratio, and the format is
 * chosen by the server from Accept (one URL per width, no <picture> needed). Another site's
 * URL: src only.
 */
export function responsiveImageAttrs(url: string, sizes: string, widths: readonly ImageWidth[] = PHOTO_WIDTHS): { src: string; srcSet?: string; sizes?: string } {
  if (!OWN_IMAGE.test(url)) return { src: url };
  const fallback = widths.includes(FALLBACK_WIDTH) ? FALLBACK_WIDTH : (widths[widths.length - 1] ?? FALLBACK_WIDTH);
  return { src: imageSrc(url, fallback), srcSet: widths.map((w) => `${imageSrc(url, w)} ${w}w`).join(', '), sizes };
}
