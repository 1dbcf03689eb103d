import { sitemapFile } from '@/lib/seo/sitemap-files';
import { getCurrentCompany } from '@/lib/tenancy/current';

const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' };

// GET /sitemaps/{type}-{n}.xml – one file of the host's company's sitemap index (lib/seo/sitemap-files.ts).
// Validated before it is built: a crawler holding the current copy gets 304 without a listing read.
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const company = await getCurrentCompany();
  const file = await sitemapFile(company, (await params).file);
  if (!file) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const validators: Record<string, string> = { etag: file.etag };
  if (file.lastModified) validators['last-modified'] = file.lastModified.toUTCString();
  const held = request.headers.get('if-none-match');
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return new Response(null, { status: 304, headers: { ...validators, 'cache-control': XML_HEADERS['cache-control'] } });
  }
  return new Response(file.body(), { headers: { ...XML_HEADERS, ...validators } });
}
