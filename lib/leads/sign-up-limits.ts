import 'server-only';
import type { NextRequest } from 'next/server';
import { RateLimiter } from '@/lib/http/rate-limit';
import { tooManyRequests } from './sign-in-codes';

const WINDOW_MS = 15 * 60_000;
const limit = (name: string, fallback: number) => {
  const configured = Number(process.env[name]);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
};

// Per address the sender connects from, in this process (lib/http/rate-limit.ts): sign-ups
// (each a lead in the CRM, or a code mail) and wrong codes (guesses spread over many leads).
const signUps = new RateLimiter('lead-sign-up', limit('LEAD_SIGN_UPS_PER_IP', 30), WINDOW_MS);
const wrongCodes = new RateLimiter('lead-wrong-codes', limit('LEAD_WRONG_CODES_PER_IP', 30), WINDOW_MS);

/** The client's address as the first proxy saw it (Next sets x-forwarded-for from the socket). */
function clientAddress(request: NextRequest): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

function check(limiter: RateLimiter, request: NextRequest): string {
  const key = clientAddress(request);
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw tooManyRequests('Too many requests. Please try again later.', wait);
  return key;
}

/** Before a sign-up step 1: refused (429) past the per-address allowance, else counted. */
export function countSignUp(request: NextRequest): void {
  signUps.record(check(signUps, request));
}

/** Before checking a code: refused (429) when this address has guessed wrong too often. */
export function checkCodeGuesses(request: NextRequest): { wrong: () => void } {
  const key = check(wrongCodes, request);
  return { wrong: () => wrongCodes.record(key) };
}
