import { z } from 'zod';
import { readAgentPhoto } from '@/lib/crm/team-photo';
import { notFound } from '@/lib/http/errors';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/agents/{id}/photo?v= – an agent's uploaded photo (agents.photo_url names it). The
// version in the URL changes with the photo, so the current one is cached for good.
export const GET = route({ params, notFound: 'Photo not found' }, async ({ viewer, params, request }) => {
  const photo = await readAgentPhoto(viewer.company.id, params.id);
  if (!photo) throw notFound('Photo not found');
  const current = request.nextUrl.searchParams.get('v') === photo.version;
  const etag = `"${photo.version}"`;
  const cache = current ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag, 'cache-control': cache } });
  return new Response(new Uint8Array(photo.jpeg), { headers: { 'content-type': 'image/jpeg', 'content-length': String(photo.jpeg.length), etag, 'cache-control': cache } });
});
