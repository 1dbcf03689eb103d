import { parseImageName, PLACEHOLDER_KEY, readStoredImage, storageKeyFor } from '@/lib/property/images';

const LONG_CACHE = 'public, max-age=31536000, immutable';
// A listing without a photo may get one later, so its placeholder is cached briefly.
const SHORT_CACHE = 'public, max-age=300';

// GET /images/{id}-{n}.jpg – a listing photo, or the placeholder when there is none
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const parsed = parseImageName(file);
  const key = parsed ? await storageKeyFor(parsed[0], parsed[1]) : null;
  const photo = key ? await readStoredImage(key) : null;
  const body = photo ?? (await readStoredImage(PLACEHOLDER_KEY));
  if (!body) return new Response('Image not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(body), {
    status: photo ? 200 : parsed ? 200 : 404,
    headers: { 'content-type': 'image/jpeg', 'cache-control': photo ? LONG_CACHE : SHORT_CACHE, 'content-length': String(body.length) },
  });
}
