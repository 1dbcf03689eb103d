import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { searchOpenHouses } from '@/lib/search/service';

// GET /api/open-house-summary?{search query keys} – the next two weeks' open houses of a search's homes (SPEC §7)
export const GET = route({}, async ({ request, viewer }) => {
  const search = await readSearchRequest(request.nextUrl.searchParams, viewer);
  const { data, meta } = await searchOpenHouses(viewer, search.query, search.authorized);
  return NextResponse.json({ data, meta: { ...meta, warnings: [...search.warnings, ...meta.warnings] } });
});
