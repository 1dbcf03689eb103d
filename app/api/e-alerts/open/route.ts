import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { recordOpen } from '@/lib/ealerts/tracking/events';
import { openToken } from '@/lib/ealerts/tracking/tokens';
import { HttpError, notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { pixelResponse } from '@/lib/mail/tracking-tokens';

const query = z.object({ t: safeText(4096).min(1) });

// GET /api/e-alerts/open?t= – an e-alert mail's open pixel: records e-alert-open once per mail, answers a 1×1 GIF.
export const GET = route({ query }, async ({ viewer, query: { t } }) => {
  const claims = await openToken.verify(t, viewer.company.id);
  if (!claims) throw new HttpError(400, 'Invalid or expired link');
  if (!(await recordOpen(claims))) throw notFound('This e-alert no longer exists');
  return pixelResponse();
});
