import { headers } from 'next/headers';
import { getViewer } from '@/lib/auth/viewer';
import { parseImageName, PLACEHOLDER_KEY, storageKeyFor } from '@/lib/property/images';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { FREE_PICTURES_DEFAULT } from '@/lib/property/photos';
import { COMPANY_ID_HEADER } from '@/lib/tenancy/request-headers';
import { CONTENT_TYPES, IMAGE_WIDTHS, imageFormatFor, imageWidthOf } from '@/lib/images/image-variants';
import { imageVariant } from '@/lib/images/variant-store';

// A week, then a cheap revalidation: the URL names a listing's photo slot, not its bytes, so a
// replaced photo must show up eventually. The ETag is the stored file's key. Photos everyone
// may see (the first FREE_PICTURES_DEFAULT) may sit in shared caches; the rest depend on who
// asks (DESIGN §13), so only the asker's own browser may keep them.
const PHOTO_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const GATED_PHOTO_CACHE = 'private, max-age=604800';
const REFUSED_CACHE = 'private, no-store';
// A listing without a photo may get one soon.
const PLACEHOLDER_CACHE = 'public, max-age=300';

/**
 * Whether this request may have photo `position`: any of the first FREE_PICTURES_DEFAULT, for
 * everyone (a visitor without cookies gets those; a lower `fp` hides no more than that); the
 * rest for those the listing answers give them to (lib/property/picture-allowance.ts).
 */
async function mayHave(position: number): Promise<boolean> {
  if (position < FREE_PICTURES_DEFAULT) return true;
  return position < (await viewerPictureLimit(await getViewer()));
}

// GET /images/{id}-{n}.jpg?w= – a listing photo of one of the company's feeds, or the placeholder,
// at one of IMAGE_WIDTHS when `w` names one (another width is a 400), as AVIF, WebP or JPEG by
// the Accept header (lib/images/image-variants.ts); `x-image-cache` says whether it was encoded now.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [{ file }, head] = await Promise.all([params, headers()]);
  const width = imageWidthOf(new URL(request.url).searchParams.get('w'));
  if (width === 'bad') return new Response(`w: must be one of ${IMAGE_WIDTHS.join(', ')}`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const format = imageFormatFor(request.headers.get('accept'));
  const parsed = parseImageName(file);
  const gated = parsed !== null && parsed[1] >= FREE_PICTURES_DEFAULT;
  // Decided before the photo is looked up: a refusal tells nothing about which photos exist.
  if (parsed && !(await mayHave(parsed[1]))) {
    return new Response('Sign up to see more photos', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REFUSED_CACHE, vary: 'Cookie' } });
  }
  const key = parsed ? await storageKeyFor(Number(head.get(COMPANY_ID_HEADER)), parsed[0], parsed[1]) : null;
  // One URL answers three formats: shared caches must keep them apart, and so must the ETag
  // (the stored JPEG as it is keeps its plain key).
  const etag = key ? (width === null && format === 'jpeg' ? `"${key}"` : `"${key}:${width ?? 'full'}:${format}"`) : null;
  const photoCache: Record<string, string> = gated ? { 'cache-control': GATED_PHOTO_CACHE, vary: 'Cookie, Accept' } : { 'cache-control': PHOTO_CACHE, vary: 'Accept' };
  if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag, ...photoCache } });
  const photo = key ? await imageVariant(key, width, format) : null;
  const variant = photo ?? (await imageVariant(PLACEHOLDER_KEY, width, format));
  if (!variant) return new Response('Image not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const body = variant.body;
  const headersOut: Record<string, string> = { 'content-type': CONTENT_TYPES[format], 'content-length': String(body.length), 'x-image-cache': variant.cache };
  // Past the free photos every answer is the asker's own, the placeholder too.
  Object.assign(headersOut, photo ? photoCache : gated ? { 'cache-control': 'private, max-age=300', vary: 'Cookie, Accept' } : { 'cache-control': PLACEHOLDER_CACHE, vary: 'Accept' });
  if (photo && etag) headersOut.etag = etag;
  // A name that is not a listing photo at all is a 404 (with the placeholder for the <img>);
  // the placeholder's own name (SPEC §3: listings without photos link to it) is a 200.
  return new Response(new Uint8Array(body), { status: parsed || file === PLACEHOLDER_KEY ? 200 : 404, headers: headersOut });
}
