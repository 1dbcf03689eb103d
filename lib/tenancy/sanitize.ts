import sanitizeHtml from 'sanitize-html';
import { linkHref } from '@/lib/text/links';
import { agentSiteHref } from './query-param';

/**
 * Company-configured HTML is rendered only through these functions: markup for
 * navigation and footers, no scripts, styles, event handlers or javascript: URLs.
 */
const LINK_ATTRIBUTES = ['href', 'title', 'target', 'rel', 'class', 'aria-label'];
// ftp too: SPEC §5 counts it as a protocol, so an ftp:// link is kept, not stripped.
const SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel'];

// External links that open a new tab must not get a handle on this window; SPEC §5: an
// absolute-looking link typed without a protocol ("www.x.com") gets https://.
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out = { ...attribs };
  if (out.href !== undefined) out.href = linkHref(out.href);
  if (out.target === '_blank') out.rel = 'noopener noreferrer';
  else delete out.target;
  return { tagName, attribs: out };
};

/**
 * The company menu. On an agent's site every link but '#' links carries
 * ?agentSite=<value> so the visitor stays with that agent wherever the link leads (SPEC §2 Menu).
 */
export function sanitizeMenuHtml(html: string, agentSite: string | null = null): string {
  return sanitizeHtml(html, {
    allowedTags: ['ul', 'li', 'a', 'span', 'strong', 'em', 'b', 'i', 'br'],
    allowedAttributes: { a: LINK_ATTRIBUTES, li: ['class'], ul: ['class'], span: ['class'] },
    allowedSchemes: SCHEMES,
    transformTags: {
      a: (tagName, attribs) => {
        const link = safeLink(tagName, attribs);
        const href = link.attribs.href;
        return href ? { tagName, attribs: { ...link.attribs, href: agentSiteHref(href, agentSite) } } : link;
      },
    },
  });
}

export function sanitizeFooterHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'div', 'section', 'p', 'span', 'strong', 'em', 'b', 'i', 'small', 'br', 'hr', 'a', 'ul', 'ol', 'li',
      'h2', 'h3', 'h4', 'h5', 'h6', 'address', 'img',
    ],
    allowedAttributes: {
      a: LINK_ATTRIBUTES,
      img: ['src', 'alt', 'width', 'height', 'loading'],
      '*': ['class'],
    },
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: { a: safeLink },
  });
}
