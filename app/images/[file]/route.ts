import { headers } from 'next/headers';
import { parseImageName, PLACEHOLDER_KEY, readStoredImage, storageKeyFor } from '@/lib/property/images';
import { COMPANY_ID_HEADER } from '@/lib/tenancy/request-headers';

// A week, then a cheap revalidation: the URL names a listing's photo slot, not its bytes, so a
// replaced photo must show up eventually. The ETag is the stored file's key.
const PHOTO_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
// A listing without a photo may get one soon.
const PLACEHOLDER_CACHE = 'public, max-age=300';

// GET /images/{id}-{n}.jpg – a listing photo of one of the company's feeds, or the placeholder
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [{ file }, head] = await Promise.all([params, headers()]);
  const parsed = parseImageName(file);
  const key = parsed ? await storageKeyFor(Number(head.get(COMPANY_ID_HEADER)), parsed[0], parsed[1]) : null;
  const etag = key ? `"${key}"` : null;
  if (etag && request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag, 'cache-control': PHOTO_CACHE } });
  const photo = key ? await readStoredImage(key) : null;
  const body = photo ?? (await readStoredImage(PLACEHOLDER_KEY));
  if (!body) return new Response('Image not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  const headersOut: Record<string, string> = { 'content-type': 'image/jpeg', 'content-length': String(body.length) };
  headersOut['cache-control'] = photo ? PHOTO_CACHE : PLACEHOLDER_CACHE;
  if (photo && etag) headersOut.etag = etag;
  // A name that is not a listing photo at all is a 404 (with the placeholder for the <img>);
  // the placeholder's own name (SPEC §3: listings without photos link to it) is a 200.
  return new Response(new Uint8Array(body), { status: parsed || file === PLACEHOLDER_KEY ? 200 : 404, headers: headersOut });
}
