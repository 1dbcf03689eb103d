import 'server-only';
import type { NextRequest } from 'next/server';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { HttpError } from '@/lib/http/errors';
import { limitFromEnv, RateLimit } from '@/lib/http/rate-limit';
import { tooManyRequests } from '@/lib/http/errors';

const WINDOW_MS = 15 * 60_000;
const MESSAGE = 'Too many requests. Please try again later.';

// Per address the sender connects from, shared by every instance (lib/http/rate-limit.ts):
// sign-ups (each a lead in the CRM, or a code mail) and wrong codes (guesses spread over many leads).
const signUps = new RateLimit('lead-sign-up', limitFromEnv('LEAD_SIGN_UPS_PER_IP', 30), WINDOW_MS);
const wrongCodes = new RateLimit('lead-wrong-codes', limitFromEnv('LEAD_WRONG_CODES_PER_IP', 30), WINDOW_MS);

const addressOf = (request: NextRequest) => addressLimitKey(clientAddress(request));

/** Before a sign-up step 1: refused (429) past the per-address allowance, else counted. */
export async function countSignUp(request: NextRequest): Promise<void> {
  const taken = await signUps.take(addressOf(request));
  if (!taken.ok) throw tooManyRequests(MESSAGE, taken.retryAfterSeconds);
}

/**
 * Checks a code under the per-address allowance of wrong codes. The guess is counted before
 * it is checked (so guesses sent all at once cannot all slip under the limit) and given back
 * unless it turned out wrong: a right code, the code's own lockout (429) or a server fault.
 */
export async function guardCodeGuess<T>(request: NextRequest, check: () => Promise<T>): Promise<T> {
  const taken = await wrongCodes.take(addressOf(request));
  if (!taken.ok) throw tooManyRequests(MESSAGE, taken.retryAfterSeconds);
  try {
    const result = await check();
    await wrongCodes.refund(taken.ticket);
    return result;
  } catch (error) {
    const wrong = error instanceof HttpError && error.status !== 429;
    if (!wrong) await wrongCodes.refund(taken.ticket);
    throw error;
  }
}
