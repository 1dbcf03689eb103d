import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { HttpError, notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { recordLeadMailOpen } from '@/lib/mail/tracking-events';
import { leadMailOpenToken, pixelResponse } from '@/lib/mail/tracking-tokens';

const query = z.object({ t: safeText(4096).min(1) });

// GET /api/mail/open?t= – a lead mail's open pixel: records email-open (once an hour per mail), answers a 1×1 GIF.
export const GET = route({ query }, async ({ viewer, query: { t } }) => {
  const claims = await leadMailOpenToken.verify(t, viewer.company.id);
  if (!claims) throw new HttpError(400, 'Invalid or expired link');
  if (!(await recordLeadMailOpen(claims))) throw notFound('This e-mail no longer exists');
  return pixelResponse();
});
