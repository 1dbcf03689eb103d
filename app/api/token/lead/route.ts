import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { verifySignInLink, type SignInLinkClaims } from '@/lib/auth/sign-in-link';
import { forbidden } from '@/lib/http/errors';
import { safeNextPath } from '@/lib/http/safe-next';
import { route } from '@/lib/http/route';
import { issueLeadToken, sessionFor, setLeadCookie, signedInResponse } from '@/lib/leads/lead-session';
import { getLeadProfile } from '@/lib/leads/me';
import { proveMailbox, redeemCodeLink } from '@/lib/leads/sign-in-codes';
import { messagePage } from '@/lib/mail/link-page';
import type { Company } from '@/lib/tenancy/company';

const query = z.object({ l: safeText(4096).min(1), next: safeText(2048).optional() });

/** Spends a one-time link's code; a mail link works until it expires. Either proves the mailbox. */
async function redeem(companyId: number, link: SignInLinkClaims | null): Promise<number | null> {
  if (link === null) return null;
  if (link.codeId !== undefined && !(await redeemCodeLink(companyId, link.id, link.codeId))) return null;
  await proveMailbox(companyId, link.id);
  return link.id;
}

const expired = (company: Company) =>
  messagePage(company, { status: 400, title: 'This sign-in link has expired', message: 'It was used already or is too old. Ask for a new code from the sign-up form on the site.' });

/** A form post from another site (login CSRF: signing a visitor in as someone else) is refused. */
function sameSite(request: NextRequest): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  try {
    return origin !== null && new URL(origin).host === request.headers.get('host');
  } catch {
    return false;
  }
}

// GET /api/token/lead?l= – the site's own call (X-Requested-With) signs in and answers the token.
// Opened from a mail, it only asks to continue: a link scanner's GET must not spend the link,
// and nobody is signed in by a page they did not choose to open.
export const GET = route({ query }, async ({ request, viewer, query }) => {
  const companyId = viewer.company.id;
  const link = await verifySignInLink(query.l, companyId);
  if (request.headers.get('x-requested-with')) {
    const leadId = await redeem(companyId, link);
    return (leadId && (await signedInResponse(request, viewer, leadId, 'new'))) || NextResponse.json({ error: 'This sign-in link has expired or was used already', code: 'unauthenticated' }, { status: 401 });
  }
  const lead = link ? await getLeadProfile(companyId, link.id) : null;
  if (!lead) return expired(viewer.company);
  return messagePage(viewer.company, {
    title: `Sign in to ${viewer.company.settings.siteName || viewer.company.name}`,
    message: `Continue as ${lead.firstName ?? lead.email ?? 'you'}.`,
    confirm: { action: request.nextUrl.pathname + request.nextUrl.search, label: 'Continue' },
  });
});

// POST /api/token/lead?l= – the page's Continue button: signs in, then on to `next` (this site only).
export const POST = route({ query, csrfHeader: false }, async ({ request, viewer, query }) => {
  if (!sameSite(request)) throw forbidden('Open the link from your e-mail to sign in');
  const companyId = viewer.company.id;
  const leadId = await redeem(companyId, await verifySignInLink(query.l, companyId));
  const session = leadId ? await sessionFor(request, viewer, leadId, 'new') : null;
  const issued = leadId && session ? await issueLeadToken(companyId, leadId, session) : null;
  if (!issued) return expired(viewer.company);
  // A relative Location: the request's own host, whatever name the server was started with.
  const response = new NextResponse(null, { status: 303, headers: { location: safeNextPath(query.next, '/') } });
  setLeadCookie(response, request, issued.token);
  return response;
});
