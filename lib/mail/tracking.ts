import 'server-only';
import type { Db } from '@/lib/db/client';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import { clickTarget, htmlLinks, rewriteHtmlLinks, textLinks, textToHtml, withFooterHtml, withFooterText } from './tracking-html';
import { LEAD_MAIL_PATHS, leadMailClickToken, leadMailOpenToken, leadMailUnsubscribeToken, trackingLink, unsubscribeHeaders } from './tracking-tokens';
import { recordMail, reserveMailId, type OutgoingMessage } from './transport';

/** A mail to a lead: tracking needs to know whose. */
export type LeadMessage = OutgoingMessage & { leadId: number };

export interface TrackingOptions {
  /** The company's site origin (siteOrigin(company.domain)): every link lives there. */
  origin: string;
  /** Who the footer says the mail is from. */
  companyName: string;
}

/** The tracking options of a company's mail: its site's origin and its name. */
export function trackingFor(company: Company): TrackingOptions {
  return { origin: siteOrigin(company.domain), companyName: company.settings.siteName || company.name };
}

/**
 * A lead mail made trackable, for the mail row `mailId` (reserveMailId): its links (in the
 * HTML body, or the plain text turned into HTML) go through the signed click URL, an open
 * pixel and an unsubscribe footer are added, and the RFC 8058 List-Unsubscribe headers.
 * The plain-text part keeps its own links (readable) and gets the unsubscribe line.
 */
export async function trackLeadMail(message: LeadMessage, mailId: number, { origin, companyName }: TrackingOptions): Promise<LeadMessage> {
  const mail = { id: mailId, companyId: message.companyId, leadId: message.leadId };
  const links = message.html ? htmlLinks(message.html) : textLinks(message.text);
  const tracked = new Map<string, string>();
  for (const url of links) {
    const target = clickTarget(url, origin);
    if (target) tracked.set(url, trackingLink(origin, LEAD_MAIL_PATHS.click, await leadMailClickToken.sign({ ...mail, ...target })));
  }
  const linkFor = (url: string) => tracked.get(url);
  const unsubscribeUrl = trackingLink(origin, LEAD_MAIL_PATHS.unsubscribe, await leadMailUnsubscribeToken.sign(mail));
  const pixelUrl = trackingLink(origin, LEAD_MAIL_PATHS.open, await leadMailOpenToken.sign(mail));
  const body = message.html ? rewriteHtmlLinks(message.html, linkFor) : textToHtml(message.text, linkFor);
  return {
    ...message,
    text: withFooterText(message.text, { unsubscribeUrl, companyName }),
    html: withFooterHtml(body, { unsubscribeUrl, pixelUrl, companyName }),
    headers: { ...message.headers, ...unsubscribeHeaders(unsubscribeUrl) },
  };
}

/**
 * Records a tracked lead mail in the caller's transaction: reserves its id, tracks it, writes
 * outgoing_mail. Returns what deliverMail needs after the commit. The one call for every
 * sender of lead mail (agent e-mails, drips, welcome and delayed e-mails).
 */
export async function recordTrackedLeadMail(tx: Db, message: LeadMessage, options: TrackingOptions): Promise<{ id: number; message: LeadMessage }> {
  const id = await reserveMailId(tx);
  const tracked = await trackLeadMail(message, id, options);
  await recordMail(tx, tracked, id);
  return { id, message: tracked };
}
