import 'server-only';
import { z } from 'zod';
import { claimsToken } from '@/lib/auth/jwt';
import { trackingLink } from '@/lib/mail/tracking-tokens';

/**
 * The signed `t` of an e-alert mail's links. Nothing is stored: the token says which mail,
 * lead, alert (and, for a click, which page of the company's site) and for which company,
 * so a link works only on that company's host. Each kind has its own issuer, so one cannot
 * stand in for another.
 */
const id = z.number().int().positive();

const mailClaims = z.object({ id, companyId: id, leadId: id, alertId: id });
const clickClaims = mailClaims.extend({
  /** A path on the company's site (the listing, or the search). */
  to: z.string().startsWith('/').max(2000),
  propertyId: id.optional(),
});
const unsubscribeClaims = z.object({ id, companyId: id, leadId: id });

export type OpenClaims = z.infer<typeof mailClaims>;
export type ClickClaims = z.infer<typeof clickClaims>;
export type UnsubscribeClaims = z.infer<typeof unsubscribeClaims>;

// The open pixel may load whenever the mail is read again; a click signs the lead in, so it
// lives as long as the mails' sign-in links (30 days, lib/auth/sign-in-link.ts); an
// unsubscribe link must work long after the mail was sent.
export const openToken = claimsToken({ issuer: 'listings:e-alert-open', key: 'mail', schema: mailClaims, lifetime: '180d' });
export const clickToken = claimsToken({ issuer: 'listings:e-alert-click', key: 'mail', schema: clickClaims, lifetime: '30d' });
/** `id` is the alert's. */
export const unsubscribeToken = claimsToken({ issuer: 'listings:e-alert-unsubscribe', key: 'alert', schema: unsubscribeClaims, lifetime: '730d' });

export const TRACKING_PATHS = {
  open: '/api/e-alerts/open',
  click: '/api/e-alerts/click',
  unsubscribe: '/api/e-alerts/unsubscribe',
} as const;

/** An absolute tracking link on the company's origin. */
export function trackingUrl(origin: string, kind: keyof typeof TRACKING_PATHS, token: string): string {
  return trackingLink(origin, TRACKING_PATHS[kind], token);
}
