import 'server-only';
import { z } from 'zod';
import { claimsToken } from '@/lib/auth/jwt';

/**
 * The signed `t` of a tracked lead mail's links (agent e-mails, drips, welcome and delayed
 * e-mails; e-alerts have their own issuers in lib/ealerts/tracking/tokens.ts). Nothing is
 * stored: the token names the mail, its lead and company (so a link works only on that
 * company's host) and, for a click, the exact target the mail held. Each kind has its own
 * issuer, so one cannot stand in for another.
 */
const id = z.number().int().positive();

const mailClaims = z.object({ id, companyId: id, leadId: id });
const clickClaims = mailClaims.extend({
  /** A path of the company's site, or the exact http(s) URL that was in the mail: nothing else is ever redirected to. */
  to: z.string().min(1).max(2000),
  propertyId: id.optional(),
});

export type LeadMailClaims = z.infer<typeof mailClaims>;
export type LeadMailClickClaims = z.infer<typeof clickClaims>;

// The pixel may load whenever the mail is read again; links and the unsubscribe link must
// keep working long after the mail went out (they sign no one in).
export const leadMailOpenToken = claimsToken({ issuer: 'listings:mail-open', key: 'mail', schema: mailClaims, lifetime: '180d' });
export const leadMailClickToken = claimsToken({ issuer: 'listings:mail-click', key: 'mail', schema: clickClaims, lifetime: '365d' });
/** `id` is the mail's: the unsubscribe is of the lead, the mail says which one asked. */
export const leadMailUnsubscribeToken = claimsToken({ issuer: 'listings:mail-unsubscribe', key: 'mail', schema: mailClaims, lifetime: '730d' });

export const LEAD_MAIL_PATHS = {
  open: '/api/mail/open',
  click: '/api/mail/click',
  unsubscribe: '/api/mail/unsubscribe',
} as const;

/** An absolute tracking link on the company's origin (shared by e-alerts and lead mail). */
export function trackingLink(origin: string, path: string, token: string): string {
  return `${origin}${path}?t=${encodeURIComponent(token)}`;
}

/** The smallest transparent GIF, the open pixel of every tracked mail. */
export const OPEN_PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The pixel's answer: never cached, so each read of the mail asks again. */
export function pixelResponse(): Response {
  return new Response(new Uint8Array(OPEN_PIXEL), { headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, private' } });
}

/** The RFC 8058 headers: mail clients show an unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
