import sanitizeHtml from 'sanitize-html';

/**
 * The menu and footer HTML an admin saves. Harmless markup the site does not allow (a table, a
 * class on a tag it drops) is quietly sanitised on save, and again on render (lib/tenancy/
 * sanitize.ts). Markup that can only be meant to run code or restyle the page — a script, an
 * event handler, a javascript: URL, an iframe, a style — is refused with a 422 instead: dropping
 * it silently would save something other than what the admin thinks they saved.
 */
const HOSTILE_TAGS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'style', 'link', 'meta', 'base', 'form', 'svg', 'math', 'noscript', 'template']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcset', 'background']);
// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

/** Why this HTML is refused (a sentence naming the first problem), or null when it may be saved. */
export function hostileMarkup(html: string): string | null {
  let problem: string | null = null;
  const found = (why: string) => {
    problem ??= why;
  };
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    // Every opening tag passes here once; nothing is changed, only looked at.
    transformTags: {
      '*': (tagName, attribs) => {
        const tag = tagName.toLowerCase();
        if (HOSTILE_TAGS.has(tag)) found(`<${tag}> is not allowed`);
        for (const [name, value] of Object.entries(attribs)) {
          const attribute = name.toLowerCase();
          if (attribute.startsWith('on')) found(`Event handlers (${attribute}) are not allowed`);
          else if (attribute === 'style') found('Inline styles are not allowed: the site’s colours come from the colour settings');
          else if (URL_ATTRIBUTES.has(attribute)) {
            const scheme = SCRIPT_SCHEME.exec(value.replace(/[\u0000-\u0020]/g, ''));
            if (scheme) found(`${scheme[1]?.toLowerCase()}: links are not allowed`);
          }
        }
        return { tagName, attribs };
      },
    },
  });
  return problem;
}

/** The links a menu's HTML holds once sanitised (an empty menu is refused: the site would have no navigation). */
export function menuLinkCount(sanitised: string): number {
  return (sanitised.match(/<a\s[^>]*href=/gi) ?? []).length;
}
