import { escapeHtml } from '@/lib/text/html';
import { alertSubject } from './subject';
import { formatCount } from '@/lib/format/formatter';

/** One listing as the mail shows it; every URL absolute, every text plain (escaped here). */
export interface MailListing {
  /** The tracked link to the listing's page. */
  url: string;
  photoUrl: string;
  /** Formatted; null where the lead may not see it (a sold price behind sign-in). */
  price: string | null;
  /** "3 beds", "2 baths", "1,850 sq ft". */
  facts: string[];
  address: string;
  status: string;
  /** What changed: "New listing", "Price reduced from $500,000". */
  change: string;
}

export interface AlertMailContent {
  companyName: string;
  /** The brand colour, readable on white. */
  colour: string;
  logoUrl: string | null;
  firstName: string | null;
  alertName: string;
  /** "daily", "twice a week". */
  frequency: string;
  /** Every update of this mail; `listings` shows the first few. */
  total: number;
  listings: MailListing[];
  seeAllUrl: string;
  unsubscribeUrl: string;
  openPixelUrl: string;
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const e = escapeHtml;
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function listingHtml(l: MailListing, colour: string): string {
  return `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="200" valign="top" style="padding-right:16px"><a href="${e(l.url)}"><img src="${e(l.photoUrl)}" width="200" height="133" alt="${e(l.address)}" style="display:block;border:0;border-radius:4px;object-fit:cover"></a></td>
<td valign="top" style="font:14px/1.45 Arial,Helvetica,sans-serif;color:#1f2937">
<div style="font-size:12px;font-weight:bold;text-transform:uppercase;color:${e(colour)}">${e(l.change)}</div>
<div style="font-size:20px;font-weight:bold;margin:2px 0">${l.price === null ? 'Sign in to see the price' : e(l.price)}</div>
<div>${e(l.facts.join(' · '))}</div>
<div><a href="${e(l.url)}" style="color:#1f2937">${e(l.address)}</a></div>
<div style="color:#6b7280">${e(l.status)}</div>
</td></tr></table>
</td></tr>`;
}

/** The alert's mail: SPEC's subject, the first listings with photo, price, facts and change, "see all", unsubscribe, open pixel. */
export function renderAlertMail(c: AlertMailContent): RenderedMail {
  const subject = alertSubject(c.alertName, c.total);
  const intro = `${plural(c.total, 'listing update matches', 'listing updates match')} your saved search “${c.alertName}”.`;
  const more = c.total > c.listings.length ? `See all ${plural(c.total, 'update', 'updates')}` : 'See the search';
  const greeting = c.firstName ? `Hi ${c.firstName},` : 'Hello,';
  const why = `You get this e-alert ${c.frequency} because you saved this search on ${c.companyName}.`;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...c.listings.flatMap((l) => [
      `${l.change}: ${l.price ?? 'sign in to see the price'} · ${[...l.facts, l.status].join(' · ')}`,
      l.address,
      l.url,
      '',
    ]),
    `${more}: ${c.seeAllUrl}`,
    '',
    '--',
    why,
    `Unsubscribe from this e-alert: ${c.unsubscribeUrl}`,
  ].join('\n');

  const header = c.logoUrl
    ? `<img src="${e(c.logoUrl)}" alt="${e(c.companyName)}" height="40" style="display:block;border:0;max-width:300px">`
    : `<span style="font:bold 20px Arial,Helvetica,sans-serif;color:${e(c.colour)}">${e(c.companyName)}</span>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${e(c.colour)}"><a href="${e(c.siteUrl)}" style="text-decoration:none">${header}</a></td></tr>
<tr><td style="padding:20px 24px 4px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1f2937"><p style="margin:0 0 8px">${e(greeting)}</p><p style="margin:0">${e(intro)}</p></td></tr>
<tr><td style="padding:0 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${c.listings.map((l) => listingHtml(l, c.colour)).join('\n')}
</table></td></tr>
<tr><td align="center" style="padding:20px 24px"><a href="${e(c.seeAllUrl)}" style="display:inline-block;padding:12px 22px;background:${e(c.colour)};color:#ffffff;font:bold 15px Arial,Helvetica,sans-serif;text-decoration:none;border-radius:4px">${e(more)}</a></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font:12px/1.5 Arial,Helvetica,sans-serif;color:#6b7280">${e(why)}<br><a href="${e(c.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from this e-alert</a></td></tr>
</table>
</td></tr></table>
<img src="${e(c.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">
</body></html>`;
  return { subject, text, html };
}
