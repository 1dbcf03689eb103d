import 'server-only';
import { z } from 'zod';
import { claimsToken } from './jwt';

/**
 * The `l` of `GET /api/token/lead?l=` (SPEC §7): a signed, expiring sign-in link for one
 * lead of one company. Links in e-alert mails live for 30 days; the link sent with a
 * one-time code names that code (`codeId`) and works once, while the code does.
 */
const linkClaimsSchema = z.object({
  id: z.number().int().positive(),
  companyId: z.number().int().positive(),
  codeId: z.number().int().positive().optional(),
});
export type SignInLinkClaims = z.infer<typeof linkClaimsSchema>;

const mailLink = claimsToken({ issuer: 'listings:mail-link', key: 'link', schema: linkClaimsSchema, lifetime: '30d' });
const codeLink = claimsToken({ issuer: 'listings:code-link', key: 'link', schema: linkClaimsSchema, lifetime: '20m' });

/** A 30-day sign-in link token for mails the lead asked for (e-alerts). */
export function signMailLink(companyId: number, leadId: number): Promise<string> {
  return mailLink.sign({ id: leadId, companyId });
}

/** A link token that works once, with the one-time code it was sent with. */
export function signCodeLink(companyId: number, leadId: number, codeId: number): Promise<string> {
  return codeLink.sign({ id: leadId, companyId, codeId });
}

/** The link's claims, or null when it is forged, expired or of another company. */
export async function verifySignInLink(token: string | null | undefined, companyId: number): Promise<SignInLinkClaims | null> {
  return (await mailLink.verify(token, companyId)) ?? (await codeLink.verify(token, companyId));
}

/** The path a sign-in link opens: signs in, then goes to `next` (a path on this site). */
export function signInLinkPath(token: string, next = '/'): string {
  return `/api/token/lead?${new URLSearchParams({ l: token, next }).toString()}`;
}
