import { candidatesQuery, requireManager } from '@/lib/crm/featured-input';
import { featuredCandidates } from '@/lib/crm/featured-listings';
import { route } from '@/lib/http/route';

// GET /api/crm/featured-listings/candidates?q= – listings for sale on the site to add, by address, MLS # or city
export const GET = route({ auth: 'agent', query: candidatesQuery }, ({ viewer, access, query }) => {
  requireManager(access);
  return featuredCandidates(viewer.company, query.q);
});
