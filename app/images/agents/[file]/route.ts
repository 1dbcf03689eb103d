import { readStoredImage } from '@/lib/property/images';

// GET /images/agents/{file}.jpg – an agent's photo from the image store
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = /^avatar-\d+-\d+\.jpg$/.test(file) ? await readStoredImage(file) : null;
  if (!body) return new Response('Image not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(body), { headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=86400' } });
}
