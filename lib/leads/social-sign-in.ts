import 'server-only';
import { PROVIDER_DEFAULTS, type SocialProvider } from '@/lib/auth/oauth/providers';
import type { SocialProfile } from '@/lib/auth/oauth/flow';
import type { Company } from '@/lib/tenancy/company';
import { checkEmail, checkName } from './contact';
import { startRegistration } from './registration';
import { leadByEmail, proveMailbox, sendSignInCode } from './sign-in-codes';
import { toSignUpType } from './sign-up-request';

export type SocialSignIn = { kind: 'signed-in'; leadId: number; isNew: boolean } | { kind: 'code-sent' } | { kind: 'no-email' };

/**
 * A profile a provider vouched for, on the lead side (DESIGN §8):
 * - a new e-mail becomes a lead through sign-up's own door (startRegistration: the `created`
 *   and sign-up activities, naming the provider; the lead flow and welcome steps by onNewLead);
 * - a known e-mail signs that lead in only when the provider verified the address and is
 *   trusted to say so (Google's `email_verified`; Facebook is not: providers.ts) — the mailbox is
 *   then proven, as a mailed code would prove it;
 * - otherwise the returning-e-mail path: a one-time code by mail, no token.
 */
export async function socialSignIn(
  company: Company,
  provider: SocialProvider,
  profile: SocialProfile,
  extra: { origin: string; next: string; signUpType: string | null; propertyId: number | null; visitorId: string | null },
): Promise<SocialSignIn> {
  const email = checkEmail(profile.email);
  if (!email.ok) return { kind: 'no-email' };
  const verified = profile.emailVerified && PROVIDER_DEFAULTS[provider].trustsVerifiedEmail;
  const existing = await leadByEmail(company.id, email.value);
  if (existing) {
    if (verified) {
      await proveMailbox(company.id, existing.id);
      return { kind: 'signed-in', leadId: existing.id, isNew: false };
    }
    await sendSignInCode(company, { id: existing.id, email: existing.email ?? email.value, firstName: existing.firstName }, extra.origin, extra.next);
    return { kind: 'code-sent' };
  }
  // A provider's names may be longer or odder than the form allows: kept when they pass its rules.
  const name = (raw: string | null, which: 'first' | 'last') => {
    const checked = checkName(raw, which, false);
    return checked.ok && checked.value ? checked.value : undefined;
  };
  const result = await startRegistration(
    company,
    { email: email.value, firstName: name(profile.firstName, 'first'), lastName: name(profile.lastName, 'last'), signUpType: toSignUpType(extra.signUpType), propertyId: extra.propertyId },
    { origin: extra.origin, next: extra.next, social: { provider, emailVerified: verified }, visitorId: extra.visitorId },
  );
  return result.kind === 'new' ? { kind: 'signed-in', leadId: result.leadId, isNew: true } : { kind: 'code-sent' };
}
