import type { MetadataRoute } from 'next';
import { CRM_ROUTES } from '@/lib/crm/routes';

// Search engines index the public site; the CRM, the API and the agents' sign-in are not for them.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/login', ...CRM_ROUTES.map((r) => r.path)] },
  };
}
