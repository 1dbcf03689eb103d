import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { searchListingsShared } from '@/lib/search/visitor-answers';
import { VIEWER_ANSWER_HEADERS } from '@/lib/search/viewer-answer';

// GET /api/properties?{search query keys}&page=n&sort=… – one page of listings (DESIGN §5)
export const GET = route({}, async ({ request, viewer }) => {
  const search = await readSearchRequest(request.nextUrl.searchParams, viewer);
  const { data, meta } = await searchListingsShared(viewer, search.query, search.page, search.authorized);
  return NextResponse.json({ data, meta: { ...meta, warnings: [...search.warnings, ...meta.warnings] } }, { headers: VIEWER_ANSWER_HEADERS });
});
