import sanitizeHtml from 'sanitize-html';

/** RESO's PublicRemarks is 4,000 characters; longer text is a feed pasting something else in. */
export const REMARKS_MAX = 4000;

const BREAKS = /<\s*(?:br\s*\/?|\/\s*(?:p|div|li|h[1-6]|tr|ul|ol)\s*)>/gi;
// sanitize-html decodes entities on input and escapes only these on output.
const ESCAPED = /&(amp|lt|gt|quot);/g;
const UNESCAPE: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const UNTIDY = /[\u0000-\u001f\u007f\u00a0]| {2}/;

/**
 * Feed remarks as plain text: tags removed (script and style with their content), entities
 * decoded ("caf&eacute;" → "café", "&lt;3" → "<3"), line and paragraph breaks kept as new
 * lines, runs of spaces collapsed. The result is text, escaped wherever it is shown; storing it
 * decoded keeps search and length limits about what a reader sees.
 */
export function plainRemarks(text: string): string {
  let out = text;
  // Most remarks are plain already: skip the HTML parser for them (it is most of the cost).
  if (out.includes('<') || out.includes('&')) {
    out = sanitizeHtml(out.replace(BREAKS, '\n'), { allowedTags: [], allowedAttributes: {} }).replace(ESCAPED, (_, name: string) => UNESCAPE[name] ?? '');
  }
  // Nothing to tidy in most remarks: no control characters, tabs, no-break or doubled spaces.
  if (!UNTIDY.test(out)) return out.trim();
  return out
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\r?\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
