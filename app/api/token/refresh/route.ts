import { route } from '@/lib/http/route';
import { signedInResponse, signedOutResponse } from '@/lib/leads/lead-session';

// GET /api/token/refresh – a new token from the lead as stored now, replacing the old one (its session moves
// on a version); 401 (and the cookie purged) when there is none
export const GET = route({}, async ({ request, viewer }) => {
  if (!viewer.lead) return signedOutResponse();
  return (await signedInResponse(request, viewer, viewer.lead.id, 'refresh')) ?? signedOutResponse();
});
