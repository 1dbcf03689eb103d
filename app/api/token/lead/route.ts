import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { verifySignInLink } from '@/lib/auth/sign-in-link';
import { safeNextPath } from '@/lib/http/safe-next';
import { route } from '@/lib/http/route';
import { signedInResponse, setLeadCookie } from '@/lib/leads/lead-session';
import { useCodeLink } from '@/lib/leads/sign-in-codes';

const query = z.object({ l: z.string().min(1).max(4096), next: z.string().max(2048).optional() });

/** Opened from a mail (a page navigation), not called by the site's own code. */
const isNavigation = (request: NextRequest) => request.headers.get('sec-fetch-mode') === 'navigate' || !request.headers.get('x-requested-with');

// GET /api/token/lead?l= – sign in with a signed, expiring link (e-alert mails, one-time code mails)
export const GET = route({ query }, async ({ request, viewer, query }) => {
  const companyId = viewer.company.id;
  const link = await verifySignInLink(query.l, companyId);
  const usable = link !== null && (link.codeId === undefined || (await useCodeLink(companyId, link.id, link.codeId)));
  const signedIn = usable ? await signedInResponse(request, companyId, link.id) : null;
  if (!isNavigation(request)) {
    return signedIn ?? NextResponse.json({ error: 'This sign-in link has expired or was used already' }, { status: 401 });
  }
  // From a mail: land on the page the link names, signed in; or on the sign-up form to get a new code.
  const target = signedIn ? safeNextPath(query.next, '/') : '/#signup';
  const response = NextResponse.redirect(new URL(target, request.nextUrl.origin), 303);
  if (signedIn) {
    const { data } = (await signedIn.json()) as { data: { token: string } };
    setLeadCookie(response, request, data.token);
  }
  return response;
});
