import { photoWidthOf } from '@/lib/agents/photo-src';
import { CONTENT_TYPES, imageFormatFor } from '@/lib/images/image-variants';
import { imageVariant } from '@/lib/images/variant-store';

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

// GET /images/agents/{file}.jpg?w= – a seeded agent's photo from the image store, at a SPEC §9
// width when `w` names one (lib/agents/photo-src.ts); another width is a 400. AVIF, WebP or JPEG
// by Accept, made once and kept on disk like the listing photos (lib/images/variant-store.ts).
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const width = photoWidthOf(new URL(request.url).searchParams.get('w'));
  if (width === 'bad') return text(400, 'w: must be one of 90, 175, 180, 350');
  const format = imageFormatFor(request.headers.get('accept'));
  const variant = /^avatar-\d+-\d+\.jpg$/.test(file) ? await imageVariant(file, width, format) : null;
  if (!variant) return text(404, 'Image not found');
  return new Response(new Uint8Array(variant.body), {
    headers: { 'content-type': CONTENT_TYPES[format], 'cache-control': 'public, max-age=86400', vary: 'Accept', 'x-image-cache': variant.cache },
  });
}
