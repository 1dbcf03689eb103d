import { photoWidthOf } from '@/lib/agents/photo-src';
import { resizedAgentPhoto } from '@/lib/agents/photo-resize';
import { readStoredImage } from '@/lib/property/images';

const text = (status: number, body: string) => new Response(body, { status, headers: { 'content-type': 'text/plain' } });

// GET /images/agents/{file}.jpg?w= – a seeded agent's photo from the image store, at a SPEC §9
// width when `w` names one (lib/agents/photo-src.ts); another width is a 400.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const width = photoWidthOf(new URL(request.url).searchParams.get('w'));
  if (width === 'bad') return text(400, 'w: must be one of 90, 175, 180, 350');
  const stored = /^avatar-\d+-\d+\.jpg$/.test(file) ? await readStoredImage(file) : null;
  if (!stored) return text(404, 'Image not found');
  const body = width === null ? stored : await resizedAgentPhoto(`store:${file}:${stored.length}`, stored, width);
  return new Response(new Uint8Array(body), { headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' } });
}
