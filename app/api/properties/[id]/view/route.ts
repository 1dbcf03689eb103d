import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { recordView } from '@/lib/leads/viewed';
import { listingAccess } from '@/lib/property/listing-access';
import { parseListingId } from '@/lib/property/listing-id';

// POST /api/properties/{id}/view – a signed-in lead opened this listing (decision: SPEC names the
// activity, not the call). Records the viewed home and a property-view activity; 204.
export const POST = route({ auth: 'lead' }, async ({ viewer, params }) => {
  const id = parseListingId(params.id);
  const access = id === null ? null : await listingAccess(viewer.company, id, false);
  if (id === null || access?.kind !== 'ok' || !viewer.lead) throw notFound('Property not found');
  await recordView(viewer.company.id, viewer.lead, id);
  return new Response(null, { status: 204 });
});
