import { z } from 'zod';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { recordView } from '@/lib/leads/viewed';
import { listingAccess } from '@/lib/property/listing-access';
import { listingPathId } from '@/lib/property/listing-id';

const params = z.object({ id: listingPathId() });

// POST /api/properties/{id}/view – a signed-in lead opened this listing (decision: SPEC names the
// activity, not the call). Records the viewed home and a property-view activity; 204.
export const POST = route({ auth: 'lead', params, notFound: 'Property not found' }, async ({ viewer, params }) => {
  const access = await listingAccess(viewer.company, params.id, false);
  if (access.kind !== 'ok') throw notFound('Property not found');
  await recordView(viewer.company, viewer.lead, params.id);
  return new Response(null, { status: 204 });
});
