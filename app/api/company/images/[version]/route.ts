import { z } from 'zod';
import { readSiteImage } from '@/lib/crm/site-settings-images';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

const params = z.object({ version: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) });

// GET /api/company/images/{version} – an uploaded logo or background of the host's company; a new upload is a new URL, so cached for good
export const GET = route({ params, notFound: 'Image not found' }, async ({ viewer, params }) => {
  const image = await readSiteImage(viewer.company.id, params.version);
  if (!image) throw notFound('Image not found');
  return new Response(new Uint8Array(image.data), {
    headers: { 'content-type': image.contentType, 'content-length': String(image.data.length), 'cache-control': 'public, max-age=31536000, immutable' },
  });
});
