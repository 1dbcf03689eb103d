import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { viewProblem } from '@/lib/search/geo';
import { searchClusters } from '@/lib/search/service';

// GET /api/properties/clusters?{search}&bounds=…&zoom=n – listings grouped on a grid fit for that zoom
export const GET = route({}, async ({ request, viewer }) => {
  const search = await readSearchRequest(request.nextUrl.searchParams, viewer);
  const { query } = search;
  if (query.zoom === undefined) throw badRequest('zoom: required (1–20)', { zoom: 'required (1–20)' });
  // Close in, clusters are grouped live: the view must be a map's, not the whole world.
  const problem = viewProblem(query.zoom, query.bounds);
  if (problem) throw badRequest(`bounds: ${problem}`, { bounds: problem });
  const { cells, total, warnings } = await searchClusters(viewer, query, query.zoom, search.authorized);
  return NextResponse.json({ data: cells, meta: { total, zoom: query.zoom, warnings: [...search.warnings, ...warnings] } });
});
