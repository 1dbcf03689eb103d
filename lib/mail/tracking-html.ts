/**
 * The pure half of tracking a lead mail (lib/mail/tracking.ts signs the links): which links a
 * mail holds, what each one's signed target is, and the HTML body with them rewritten. Plain,
 * so the unit tests check it without a server.
 */

/** http(s) URLs in plain text; the punctuation that ends a sentence is not part of the link. */
const TEXT_URL = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;
/** An anchor's href (our own HTML quotes every attribute with "). */
const HREF = /(<a\b[^>]*?\bhref=")([^"]*)(")/gi;
const LISTING = /^\/homedetails\/[^/?#]+\/(\d+)(?:[/?#]|$)/;

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const unescapeHref = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Each URL of a plain-text body, once, in order. */
export function textLinks(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(TEXT_URL)) found.add(match[0].replace(TRAILING, ''));
  return [...found];
}

/** Each href of an HTML body, once, in order (unescaped). */
export function htmlLinks(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(HREF)) found.add(unescapeHref(match[2]!));
  return [...found];
}

export interface ClickTarget {
  /** A path of the company's site, or the exact absolute URL. */
  to: string;
  propertyId?: number;
}

/**
 * What a tracked link will redirect to, or null for a link left alone (mailto:, tel:, our own
 * tracking links, anything that is not http(s) or a site path). A link to the company's own
 * origin becomes its path (the redirect stays on the site and the listing is known).
 */
export function clickTarget(url: string, origin: string): ClickTarget | null {
  if (url.length === 0 || url.length > 2000) return null;
  let path: string | null = null;
  if (url.startsWith('/') && !url.startsWith('//')) path = url;
  else if (/^https?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.origin !== origin) return { to: url };
    path = parsed.pathname + parsed.search + parsed.hash;
  }
  if (path === null || path.startsWith('/api/mail/') || path.startsWith('/api/e-alerts/')) return null;
  const listing = LISTING.exec(path);
  const propertyId = listing ? Number(listing[1]) : undefined;
  return propertyId !== undefined && Number.isSafeInteger(propertyId) && propertyId > 0 && propertyId <= 2_147_483_647 ? { to: path, propertyId } : { to: path };
}

/** A plain-text body as simple HTML: paragraphs, line breaks, and its links through `linkFor`. */
export function textToHtml(text: string, linkFor: (url: string) => string | undefined): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    let html = '';
    let last = 0;
    for (const match of paragraph.matchAll(TEXT_URL)) {
      const url = match[0].replace(TRAILING, '');
      const start = match.index;
      html += escapeHtml(paragraph.slice(last, start));
      const href = linkFor(url) ?? url;
      html += `<a href="${escapeHtml(href)}">${escapeHtml(url)}</a>`;
      last = start + url.length;
    }
    html += escapeHtml(paragraph.slice(last));
    return `<p>${html.replace(/\n/g, '<br>')}</p>`;
  });
  return paragraphs.join('\n');
}

/** An HTML body with each href through `linkFor` (left as it is when that gives nothing). */
export function rewriteHtmlLinks(html: string, linkFor: (url: string) => string | undefined): string {
  return html.replace(HREF, (whole, open: string, href: string, close: string) => {
    const tracked = linkFor(unescapeHref(href));
    return tracked === undefined ? whole : `${open}${escapeHtml(tracked)}${close}`;
  });
}

/** The footer every tracked lead mail ends with, and the pixel, added to an HTML body. */
export function withFooterHtml(html: string, { unsubscribeUrl, pixelUrl, companyName }: { unsubscribeUrl: string; pixelUrl: string; companyName: string }): string {
  const footer =
    `<p style="margin-top:24px;font-size:12px;color:#666">You get this e-mail from ${escapeHtml(companyName)}. ` +
    `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from automated e-mails.</p>` +
    `<img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}\n${footer}`;
}

export function withFooterText(text: string, { unsubscribeUrl, companyName }: { unsubscribeUrl: string; companyName: string }): string {
  return `${text.trimEnd()}\n\n--\nYou get this e-mail from ${companyName}. Unsubscribe from automated e-mails: ${unsubscribeUrl}\n`;
}

/**
 * Where a signed click goes: a same-site path as `safePath` keeps it (relative: the browser
 * stays on the company's host), or an absolute http(s) URL exactly as signed. Null otherwise.
 */
export function redirectTarget(to: string, safePath: (value: string, fallback: string) => string): string | null {
  if (to.startsWith('/')) {
    const path = safePath(to, '');
    return path === '' ? null : path;
  }
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
