import { companySitemap } from '@/lib/seo/sitemap';
import { getCurrentCompany } from '@/lib/tenancy/current';

// GET /sitemap.xml – the host's company's sitemap (a route handler rather than app/sitemap.ts:
// the answer depends on the Host, which the proxy resolves into the request's headers).
export async function GET() {
  const company = await getCurrentCompany();
  return new Response(await companySitemap(company), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
