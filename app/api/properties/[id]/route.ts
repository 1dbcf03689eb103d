import { NextResponse } from 'next/server';
import { z } from 'zod';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { loadListingDetails } from '@/lib/property/details';
import { listingPathId, UNAVAILABLE_MESSAGE } from '@/lib/property/listing-id';
import { VIEWER_ANSWER_HEADERS } from '@/lib/search/viewer-answer';

const params = z.object({ id: listingPathId() });

// GET /api/properties/{id} – one listing with everything its page shows (SPEC §3 Property, §7)
export const GET = route({ params, notFound: 'Property not found' }, async ({ viewer, params }) => {
  const result = await loadListingDetails(viewer, params.id);
  if (result.kind === 'missing') throw notFound('Property not found');
  if (result.kind === 'unavailable') throw notFound(UNAVAILABLE_MESSAGE);
  return NextResponse.json({ data: result.details }, { headers: VIEWER_ANSWER_HEADERS });
});
