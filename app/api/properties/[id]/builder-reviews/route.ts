import { NextResponse } from 'next/server';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { listingBuilderReviews } from '@/lib/property/builder-reviews';
import { parseListingId } from '@/lib/property/listing-id';

// GET /api/properties/{id}/builder-reviews – reviews of the home's builder (SPEC §7), newest first
export const GET = route({}, async ({ viewer, params }) => {
  const id = parseListingId(params.id);
  const found = id === null ? null : await listingBuilderReviews(viewer, id);
  if (found === null) throw notFound('Property not found');
  const { reviews, ...meta } = found;
  return NextResponse.json({ data: reviews, meta });
});
