import { sitemapIndex } from '@/lib/seo/sitemap-files';
import { getCurrentCompany } from '@/lib/tenancy/current';

// GET /sitemap.xml – the host's company's sitemap index (a route handler rather than app/sitemap.ts:
// the answer depends on the Host, which the proxy resolves into the request's headers). Its files
// are /sitemaps/{type}-{n}.xml (app/sitemaps/[file]/route.ts).
export async function GET() {
  const company = await getCurrentCompany();
  return new Response(await sitemapIndex(company), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
