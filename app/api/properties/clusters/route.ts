import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { searchClusters } from '@/lib/search/service';

// GET /api/properties/clusters?{search}&bounds=…&zoom=n – listings grouped on a grid fit for that zoom
export const GET = route({}, async ({ request, viewer }) => {
  const { query, warnings } = readSearchRequest(request.nextUrl.searchParams, viewer);
  if (query.zoom === undefined) throw badRequest('zoom: required (1–20)', { zoom: 'required (1–20)' });
  const { clusters, total } = await searchClusters(viewer, query, query.zoom);
  return NextResponse.json({ data: clusters, meta: { total, zoom: query.zoom, warnings } });
});
