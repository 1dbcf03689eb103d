import { z } from 'zod';
import { recordExposure } from '@/lib/ab/exposure';
import { countExposure } from '@/lib/ab/exposure-limit';
import { unprocessable } from '@/lib/http/errors';
import { rowId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { visitorId } from '@/lib/http/visitor-id';

const body = z.object({ testId: rowId(), variantId: rowId() });

// POST /api/ab/exposure { testId, variantId } – the sign-up prompt of a running A/B test was shown to this visitor (idempotent)
export const POST = route({ body }, async ({ request, viewer, body }) => {
  if (viewer.agent || viewer.lead) throw unprocessable('Only visitors take part in A/B tests', { testId: 'signed-in people are not in A/B tests' });
  await countExposure(request);
  return recordExposure(viewer.company.id, visitorId(request), body, new Date());
});
