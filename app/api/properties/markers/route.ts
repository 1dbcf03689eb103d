import { NextResponse } from 'next/server';
import { badRequest } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { TOTAL_CAP } from '@/lib/search/backend';
import { readSearchRequest } from '@/lib/search/request';
import { searchMarkers } from '@/lib/search/service';
import { VIEWER_ANSWER_HEADERS } from '@/lib/search/viewer-answer';

const DEFAULT_PER_PAGE = 200;
const MAX_PER_PAGE = 500;

// GET /api/properties/markers?{search}&bounds=…&page=n – map pins with what their popups show
export const GET = route({}, async ({ request, viewer }) => {
  const search = await readSearchRequest(request.nextUrl.searchParams, viewer, MAX_PER_PAGE);
  const perPage = search.perPage ?? DEFAULT_PER_PAGE;
  // Pins past the counted total cannot be reached; a deep offset would only cost a scan.
  if (search.page * perPage > TOTAL_CAP + perPage) throw badRequest(`page: at most ${Math.ceil(TOTAL_CAP / perPage)} pages of ${perPage}`, { page: 'too far' });
  const { markers, total, warnings } = await searchMarkers(viewer, search.query, search.page, perPage, search.authorized);
  return NextResponse.json({
    data: markers,
    meta: {
      pagination: { total, count: markers.length, per_page: perPage, current_page: search.page, total_pages: Math.ceil(total / perPage) },
      total_capped: total >= TOTAL_CAP,
      warnings: [...search.warnings, ...warnings],
    },
  }, { headers: VIEWER_ANSWER_HEADERS });
});
