import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import type { Company } from '@/lib/tenancy/company';
import { findAlert, unsubscribe } from '@/lib/ealerts/tracking/events';
import { messagePage } from '@/lib/mail/link-page';
import { unsubscribeToken, type UnsubscribeClaims } from '@/lib/ealerts/tracking/tokens';
import { route } from '@/lib/http/route';

const query = z.object({ t: safeText(4096).min(1) });

async function claimsOr(company: Company, t: string): Promise<UnsubscribeClaims | Response> {
  const claims = await unsubscribeToken.verify(t, company.id);
  return claims ?? messagePage(company, { status: 400, title: 'This link does not work', message: 'The unsubscribe link is invalid or has expired. Sign in to change your e-alerts under Saved Searches.' });
}

const gone = (company: Company) =>
  messagePage(company, { status: 404, title: 'This e-alert is gone', message: 'The e-alert this link came from no longer exists, so it sends nothing.' });

// GET /api/e-alerts/unsubscribe?t= – asks to confirm (a link scanner's GET must not unsubscribe anyone).
export const GET = route({ query }, async ({ request, viewer, query: { t } }) => {
  const claims = await claimsOr(viewer.company, t);
  if (claims instanceof Response) return claims;
  const alert = await findAlert(claims);
  if (!alert) return gone(viewer.company);
  if (alert.frequency === 'never') {
    return messagePage(viewer.company, { title: 'You are unsubscribed', message: `The e-alert “${alert.name}” sends no more e-mails.` });
  }
  return messagePage(viewer.company, {
    title: 'Unsubscribe from this e-alert?',
    message: `You will get no more e-mails for “${alert.name}”. The search stays saved.`,
    confirm: { action: request.nextUrl.pathname + request.nextUrl.search, label: 'Unsubscribe' },
  });
});

// POST /api/e-alerts/unsubscribe?t= – unsubscribes (frequency 'never'): the page's button and RFC 8058
// one-click from mail clients, which post without our X-Requested-With header.
export const POST = route({ query, csrfHeader: false }, async ({ viewer, query: { t } }) => {
  const claims = await claimsOr(viewer.company, t);
  if (claims instanceof Response) return claims;
  const result = await unsubscribe(claims);
  if (!result) return gone(viewer.company);
  return messagePage(viewer.company, { title: 'You are unsubscribed', message: `The e-alert “${result.alert.name}” sends no more e-mails. The search stays saved.` });
});
