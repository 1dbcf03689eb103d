import 'server-only';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { HttpError } from '@/lib/http/errors';
import { limitFromEnv, RateLimit } from '@/lib/http/rate-limit';

const WINDOW_MS = 15 * 60_000;
const MESSAGE = 'Too many sign-in attempts. Please try again later.';

// Wrong passwords per address the attempts come from (one guesser trying many accounts) and
// per account (many addresses guessing one password), 15-minute sliding windows, in the
// database so that every instance counts together. docs/security-limits.md says why these
// numbers and what the account lock costs.
const byAddress = new RateLimit('agent-sign-in-address', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_IP', 10), WINDOW_MS);
const byAccount = new RateLimit('agent-sign-in-account', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_ACCOUNT', 10), WINDOW_MS);
// Successful sign-ins of an account from an address, about a month back: such an address is
// the agent's own (office, home) and is not shut out by a lock on the account that strangers
// caused; only its own per-address limit applies to it.
const knownAddresses = new RateLimit('agent-sign-in-known', 1_000_000, 30 * 24 * 60 * 60_000);

export interface SignInAttempt {
  /** The password was right: the attempt does not count as a failure, and the address becomes known. */
  succeeded: () => Promise<void>;
}

const tooMany = (seconds: number) => new HttpError(429, MESSAGE, undefined, { 'Retry-After': String(Math.max(1, seconds)) });

/**
 * Before checking an agent's password: 429 with Retry-After when this address, or (from an
 * address the account never signed in from) this account, has had too many failures. The
 * attempt is counted as a failure now, before the password is checked, so guesses sent all at
 * once cannot all pass the check; `succeeded()` gives it back.
 */
export async function checkSignIn(request: { headers: Headers }, companyId: number, email: string): Promise<SignInAttempt> {
  const address = addressLimitKey(clientAddress(request));
  const account = `${companyId}:${email.trim().toLowerCase()}`;
  const known = `${account} ${address}`;
  const fromAddress = await byAddress.take(address);
  if (!fromAddress.ok) throw tooMany(fromAddress.retryAfterSeconds);
  const fromAccount = (await knownAddresses.count(known)) > 0 ? null : await byAccount.take(account);
  if (fromAccount && !fromAccount.ok) {
    await byAddress.refund(fromAddress.ticket);
    throw tooMany(fromAccount.retryAfterSeconds);
  }
  return {
    succeeded: async () => {
      await byAddress.refund(fromAddress.ticket);
      if (fromAccount?.ok) await byAccount.refund(fromAccount.ticket);
      await knownAddresses.take(known);
    },
  };
}
