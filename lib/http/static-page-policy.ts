import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of the small self-contained HTML answers (a mail link's message
 * page, an unknown host's page): no script at all, only their one inline style sheet (by its
 * hash) and a form that posts back to this site.
 */
export function staticPagePolicy(style: string): string {
  const hash = createHash('sha256').update(style, 'utf8').digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}
