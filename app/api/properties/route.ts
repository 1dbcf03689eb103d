import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { searchAnswerBody } from '@/lib/search/visitor-answers';
import { VIEWER_ANSWER_HEADERS } from '@/lib/search/viewer-answer';

// GET /api/properties?{search query keys}&page=n&sort=… – one page of listings (DESIGN §5)
export const GET = route({}, async ({ request, viewer }) => {
  const search = await readSearchRequest(request.nextUrl.searchParams, viewer);
  // Sent as the text it is cached as (lib/search/visitor-answers.ts).
  return new NextResponse(await searchAnswerBody(viewer, search), { headers: { 'content-type': 'application/json', ...VIEWER_ANSWER_HEADERS } });
});
