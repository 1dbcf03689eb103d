import { NextResponse } from 'next/server';
import { z } from 'zod';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { listingBuilderReviews } from '@/lib/property/builder-reviews';
import { listingPathId } from '@/lib/property/listing-id';

const params = z.object({ id: listingPathId() });

// GET /api/properties/{id}/builder-reviews – reviews of the home's builder (SPEC §7), newest first
export const GET = route({ params, notFound: 'Property not found' }, async ({ viewer, params }) => {
  const found = await listingBuilderReviews(viewer, params.id);
  if (found === null) throw notFound('Property not found');
  const { reviews, ...meta } = found;
  return NextResponse.json({ data: reviews, meta });
});
