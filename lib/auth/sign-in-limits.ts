import 'server-only';
import { addressLimitKey, clientAddress } from '@/lib/http/client-address';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { agents, sessions } from '@/lib/db/schema';
import { tooManyRequests } from '@/lib/http/errors';
import { limitFromEnv, RateLimit } from '@/lib/http/rate-limit';

const WINDOW_MS = 15 * 60_000;
const MESSAGE = 'Too many sign-in attempts. Please try again later.';

// Wrong passwords per address the attempts come from (one guesser trying many accounts) and
// per account (many addresses guessing one password), 15-minute sliding windows, in the
// database so that every instance counts together. docs/security-limits.md says why these
// numbers and what the account lock costs.
const byAddress = new RateLimit('agent-sign-in-address', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_IP', 10), WINDOW_MS);
const byAccount = new RateLimit('agent-sign-in-account', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_ACCOUNT', 10), WINDOW_MS);
// Wrong current passwords on the change-password form, per agent: a stolen cookie must not be
// a free guessing oracle for the password (nor a way to keep the scrypt slots busy).
const byAgentPasswordCheck = new RateLimit('agent-password-check', limitFromEnv('AGENT_SIGN_IN_FAILURES_PER_ACCOUNT', 10), WINDOW_MS);
// An address the agent signed in from in the last month (a session was made there) is the
// agent's own (office, home): a lock on the account that strangers caused does not shut it
// out; only its own per-address limit applies to it.
const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000;

async function signedInFrom(companyId: number, email: string, addressKey: string): Promise<boolean> {
  const db = await getDb();
  const recent = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(agents, and(eq(agents.id, sessions.agentId), eq(agents.companyId, sessions.companyId)))
    .where(and(eq(sessions.companyId, companyId), sql`lower(${agents.email}) = ${email}`, gt(sessions.createdAt, new Date(Date.now() - KNOWN_FOR_MS))))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  // Compared by the address's limit key, so an IPv6 device whose address moves within its /64 stays known.
  return recent.some((s) => s.ip !== null && addressLimitKey(s.ip) === addressKey);
}

export interface SignInAttempt {
  /** The password was right: the attempt does not count as a failure (the new session makes the address known). */
  succeeded: () => Promise<void>;
}

const tooMany = (seconds: number) => tooManyRequests(MESSAGE, seconds);

/**
 * Before checking an agent's password: 429 with Retry-After when this address, or (from an
 * address the account never signed in from) this account, has had too many failures. The
 * attempt is counted as a failure now, before the password is checked, so guesses sent all at
 * once cannot all pass the check; `succeeded()` gives it back.
 */
export async function checkSignIn(request: { headers: Headers }, companyId: number, email: string): Promise<SignInAttempt> {
  const address = addressLimitKey(clientAddress(request));
  const normalized = email.trim().toLowerCase();
  const account = `${companyId}:${normalized}`;
  const fromAddress = await byAddress.take(address);
  if (!fromAddress.ok) throw tooMany(fromAddress.retryAfterSeconds);
  const fromAccount = (await signedInFrom(companyId, normalized, address)) ? null : await byAccount.take(account);
  if (fromAccount && !fromAccount.ok) {
    await byAddress.refund(fromAddress.ticket);
    throw tooMany(fromAccount.retryAfterSeconds);
  }
  return {
    succeeded: async () => {
      await byAddress.refund(fromAddress.ticket);
      if (fromAccount?.ok) await byAccount.refund(fromAccount.ticket);
    },
  };
}

/**
 * Before checking a signed-in agent's current password (password change): 429 with Retry-After
 * past the account's limit of wrong answers. Counted now, given back by `succeeded()`.
 */
export async function checkCurrentPassword(companyId: number, agentId: number): Promise<SignInAttempt> {
  const taken = await byAgentPasswordCheck.take(`${companyId}:${agentId}`);
  if (!taken.ok) throw tooMany(taken.retryAfterSeconds);
  return { succeeded: () => byAgentPasswordCheck.refund(taken.ticket) };
}
