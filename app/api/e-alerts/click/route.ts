import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { signInLinkPath, signMailLink } from '@/lib/auth/sign-in-link';
import { recordClick } from '@/lib/ealerts/tracking/events';
import { messagePage } from '@/lib/mail/link-page';
import { clickToken } from '@/lib/ealerts/tracking/tokens';
import { safeNextPath } from '@/lib/http/safe-next';
import { route } from '@/lib/http/route';

const query = z.object({ t: safeText(4096).min(1) });

// GET /api/e-alerts/click?t= – a tracked link of an e-alert mail: records e-alert-click, then 303 to the
// listing or search through the lead's sign-in link. Only ever to a path of this same site.
export const GET = route({ query }, async ({ viewer, query: { t } }) => {
  const claims = await clickToken.verify(t, viewer.company.id);
  const to = claims ? safeNextPath(claims.to, '') : '';
  if (!claims || to === '') {
    return messagePage(viewer.company, { status: 400, title: 'This link has expired', message: 'Links in e-alerts work for 30 days. Your newer e-alerts have fresh ones, or search the site.' });
  }
  if (!(await recordClick(claims))) {
    return messagePage(viewer.company, { status: 404, title: 'This e-alert is gone', message: 'The e-alert this link came from no longer exists.' });
  }
  // A relative Location: the browser stays on the host it asked, which is this company's.
  const signIn = signInLinkPath(await signMailLink(viewer.company.id, claims.leadId), to);
  return new Response(null, { status: 303, headers: { location: signIn, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
});
