import { NextResponse } from 'next/server';
import { noteLeadVisit } from '@/lib/automation/triggers/return-visit';
import { route } from '@/lib/http/route';
import { getLeadProfile } from '@/lib/leads/me';
import { claimsOf, signedOutResponse } from '@/lib/leads/lead-session';

// GET /api/leads/me – the signed-in lead, with favourites and e-alert totals; meta.tokenStale when
// the token's copy of the lead differs from the lead as stored (the browser then refreshes it).
// Every page load and the five-minutely background check call it: the lead's visit is noted
// here (last_visit_at, and a return after a day away: DESIGN §12 return-visit).
export const GET = route({ auth: 'lead' }, async ({ viewer }) => {
  const claims = viewer.lead;
  await noteLeadVisit(viewer.company, claims.id);
  const lead = await getLeadProfile(viewer.company.id, claims.id);
  // The token names a lead that no longer exists: forget the token, as for any invalid one.
  if (!lead) return signedOutResponse();
  const current = claimsOf(viewer.company.id, lead);
  const tokenStale = (Object.keys(current) as (keyof typeof current)[]).some((key) => current[key] !== claims[key]);
  return NextResponse.json({ data: lead, meta: { tokenStale } });
});
