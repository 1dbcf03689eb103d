import { z } from 'zod';
import { AGENT_PHOTO_WIDTHS, photoWidthOf } from '@/lib/agents/photo-src';
import { resizedAgentPhoto } from '@/lib/agents/photo-resize';
import { readAgentPhoto } from '@/lib/crm/team-photo';
import { notFound } from '@/lib/http/errors';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });
const query = z.object({
  v: z.string().max(40).optional(),
  // SPEC §9 widths only (lib/agents/photo-src.ts): 90 in the CRM, 175 on the site, and their 2x.
  w: z.string().refine((w) => photoWidthOf(w) !== 'bad', `must be one of ${AGENT_PHOTO_WIDTHS.join(', ')}`).optional(),
});

// GET /api/agents/{id}/photo?v=&w= – an agent's uploaded photo (agents.photo_url names it), at a
// SPEC §9 width when w names one. The version in the URL changes with the photo, so the current
// one is cached for good.
export const GET = route({ params, query, notFound: 'Photo not found' }, async ({ viewer, params, query, request }) => {
  const photo = await readAgentPhoto(viewer.company.id, params.id);
  if (!photo) throw notFound('Photo not found');
  const current = request.nextUrl.searchParams.get('v') === photo.version;
  const width = photoWidthOf(query.w ?? null);
  const etag = typeof width === 'number' ? `"${photo.version}-w${width}"` : `"${photo.version}"`;
  const cache = current ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: { etag, 'cache-control': cache } });
  const jpeg = typeof width !== 'number' ? photo.jpeg : await resizedAgentPhoto(`upload:${params.id}:${photo.version}`, photo.jpeg, width);
  return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length), etag, 'cache-control': cache } });
});
