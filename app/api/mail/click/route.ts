import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { safeNextPath } from '@/lib/http/safe-next';
import { messagePage } from '@/lib/mail/link-page';
import { redirectTarget } from '@/lib/mail/tracking-html';
import { recordLeadMailClick } from '@/lib/mail/tracking-events';
import { leadMailClickToken } from '@/lib/mail/tracking-tokens';

const query = z.object({ t: safeText(4096).min(1) });

// GET /api/mail/click?t= – a tracked link of a lead mail: records email-click, then 303 to the signed target
// only (a path of this site, or the exact URL that was in the mail): the token is the only source of where to go.
export const GET = route({ query }, async ({ viewer, query: { t } }) => {
  const claims = await leadMailClickToken.verify(t, viewer.company.id);
  const to = claims ? redirectTarget(claims.to, safeNextPath) : null;
  if (!claims || to === null) {
    return messagePage(viewer.company, { status: 400, title: 'This link does not work', message: 'The link is invalid or has expired. Search the site, or reply to the e-mail.' });
  }
  if (!(await recordLeadMailClick(claims))) {
    return messagePage(viewer.company, { status: 404, title: 'This e-mail is gone', message: 'The e-mail this link came from no longer exists.' });
  }
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } });
});
