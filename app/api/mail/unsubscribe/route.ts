import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { messagePage } from '@/lib/mail/link-page';
import { leadMailSubscription, unsubscribeLead } from '@/lib/mail/tracking-events';
import { leadMailUnsubscribeToken, type LeadMailClaims } from '@/lib/mail/tracking-tokens';
import type { Company } from '@/lib/tenancy/company';

const query = z.object({ t: safeText(4096).min(1) });

async function claimsOr(company: Company, t: string): Promise<LeadMailClaims | Response> {
  const claims = await leadMailUnsubscribeToken.verify(t, company.id);
  return claims ?? messagePage(company, { status: 400, title: 'This link does not work', message: 'The unsubscribe link is invalid or has expired. Reply to the e-mail and we will stop.' });
}

const gone = (company: Company) =>
  messagePage(company, { status: 404, title: 'This e-mail is gone', message: 'The e-mail this link came from no longer exists, so there is nothing to unsubscribe from.' });

const done = (company: Company) =>
  messagePage(company, { title: 'You are unsubscribed', message: 'You will get no more automated e-mails from us. Your agent may still answer you personally.' });

// GET /api/mail/unsubscribe?t= – asks to confirm (a link scanner's GET must not unsubscribe anyone).
export const GET = route({ query }, async ({ request, viewer, query: { t } }) => {
  const claims = await claimsOr(viewer.company, t);
  if (claims instanceof Response) return claims;
  const state = await leadMailSubscription(claims);
  if (!state) return gone(viewer.company);
  if (state.unsubscribed) return done(viewer.company);
  return messagePage(viewer.company, {
    title: 'Unsubscribe from our e-mails?',
    message: 'You will get no more automated e-mails (welcome and follow-up e-mails, action plans). Your saved-search e-alerts have their own unsubscribe link.',
    confirm: { action: request.nextUrl.pathname + request.nextUrl.search, label: 'Unsubscribe' },
  });
});

// POST /api/mail/unsubscribe?t= – unsubscribes the lead (email status 'unsub'): the page's button and RFC 8058
// one-click from mail clients, which post without our X-Requested-With header.
export const POST = route({ query, csrfHeader: false }, async ({ viewer, query: { t } }) => {
  const claims = await claimsOr(viewer.company, t);
  if (claims instanceof Response) return claims;
  const result = await unsubscribeLead(claims);
  if (!result) return gone(viewer.company);
  return done(viewer.company);
});
