import { NextResponse } from 'next/server';
import { LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { route } from '@/lib/http/route';
import { getLeadProfile } from '@/lib/leads/me';

// GET /api/leads/me – the signed-in lead, with favourites and e-alert totals
export const GET = route({ auth: 'lead' }, async ({ viewer }) => {
  const lead = viewer.lead ? await getLeadProfile(viewer.company.id, viewer.lead.id) : null;
  if (lead) return lead;
  // The token names a lead that no longer exists: forget the token, as for any invalid one.
  const response = NextResponse.json({ error: 'Authentication required' }, { status: 401 });
  response.cookies.delete(LEAD_TOKEN_COOKIE);
  return response;
});
