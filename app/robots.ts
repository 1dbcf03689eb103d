import type { MetadataRoute } from 'next';
import { CRM_ROUTES } from '@/lib/crm/routes';
import { getCurrentCompany } from '@/lib/tenancy/current';
import { siteOrigin } from '@/lib/tenancy/origin';

// Search engines index the public site; the CRM, the API and the agents' sign-in are not for them.
// The sitemap is the host's company's own, on its primary domain.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const company = await getCurrentCompany();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/login', ...CRM_ROUTES.map((r) => r.path)] },
    sitemap: `${siteOrigin(company.domain)}/sitemap.xml`,
  };
}
