import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { guardCodeGuess } from '@/lib/leads/sign-up-limits';
import { redeemSignInCode } from '@/lib/leads/sign-in-codes';
import { signedInResponse, signedOutResponse } from '@/lib/leads/lead-session';

const body = z.object({ email: safeText().trim().min(1).max(74), code: safeText().trim().regex(/^\d{6}$/, 'must be the six digits from the email') });

// POST /api/leads/login/code – a returning lead signs in with the code mailed by register/start
export const POST = route({ body }, async ({ request, viewer, body }) => {
  const leadId = await guardCodeGuess(request, () => redeemSignInCode(viewer.company.id, body.email, body.code));
  return (await signedInResponse(request, viewer, leadId, 'new')) ?? signedOutResponse('Sign in again');
});
