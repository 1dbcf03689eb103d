import 'server-only';
import type { NextRequest } from 'next/server';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { tooManyRequests } from '@/lib/http/errors';
import { limitFromEnv, RateLimit } from '@/lib/http/rate-limit';

// A visitor's prompt is shown a few times a visit; the write is idempotent, so the limit only
// keeps a script from filling the table with made-up visitor ids from one address.
const exposures = new RateLimit('ab-exposure', limitFromEnv('AB_EXPOSURES_PER_IP', 120), 15 * 60_000);

export async function countExposure(request: NextRequest): Promise<void> {
  const taken = await exposures.take(addressLimitKey(clientAddress(request)));
  if (!taken.ok) throw tooManyRequests('Too many requests. Please try again later.', taken.retryAfterSeconds);
}
