import { withCommunityLink } from '@/lib/community/search-url';
import { route } from '@/lib/http/route';
import { readSearchRequest } from '@/lib/search/request';
import { placeLabel, seoTexts } from '@/lib/search/seo-texts';
import { searchPlaceStats } from '@/lib/search/service';

// GET /api/properties/seo-texts?{search} – copy about the searched place, or null when it names none
export const GET = route({}, async ({ request, viewer }) => {
  const { query, authorized } = await readSearchRequest(request.nextUrl.searchParams, viewer);
  const label = placeLabel(query);
  if (!label) return null;
  return withCommunityLink(viewer.company, query, seoTexts(label, await searchPlaceStats(viewer, query, authorized)));
});
