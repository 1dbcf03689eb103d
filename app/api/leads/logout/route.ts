import { NextResponse } from 'next/server';
import { z } from 'zod';
import { LEAD_TOKEN_COOKIE } from '@/lib/auth/cookies';
import { revokeAllSessions, revokeSession } from '@/lib/auth/sessions';
import { route } from '@/lib/http/route';

const body = z.object({ everywhere: z.boolean().default(false) });

// POST /api/leads/logout { everywhere? } – end the lead's session (or every session of the lead)
// and forget the token (the cookie is HttpOnly, so only the server can)
export const POST = route({ body }, async ({ viewer, body }) => {
  const companyId = viewer.company.id;
  if (viewer.lead && viewer.leadSession) {
    if (body.everywhere) await revokeAllSessions(companyId, { kind: 'lead', leadId: viewer.lead.id }, 'everywhere');
    else await revokeSession(companyId, viewer.leadSession.id, 'logout');
  }
  const response = NextResponse.json({ data: null });
  response.cookies.delete(LEAD_TOKEN_COOKIE);
  return response;
});
