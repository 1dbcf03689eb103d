import { z } from 'zod';
import { parseFeaturedPut, requireManager } from '@/lib/crm/featured-input';
import { listFeatured, replaceFeatured } from '@/lib/crm/featured-listings';
import { route } from '@/lib/http/route';

// GET /api/crm/featured-listings – the listings the home page features, in order (brokers and admins)
export const GET = route({ auth: 'agent' }, ({ viewer, access }) => {
  requireManager(access);
  return listFeatured(viewer.company);
});

// PUT /api/crm/featured-listings { propertyIds } – replace the list in one transaction (≤ 24, distinct, for sale on the site)
export const PUT = route({ auth: 'agent', body: z.unknown() }, ({ viewer, access, body, request }) => {
  requireManager(access);
  return replaceFeatured(viewer.company, access, parseFeaturedPut(body), request);
});
