import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { sanitizeFooterHtml, sanitizeMenuHtml } from '@/lib/tenancy/sanitize';
import { themeStyle } from '@/lib/tenancy/theme';
import { hostileMarkup } from './site-settings-html';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb');

/** POST /api/crm/settings/preview: the draft's parts the preview draws (loose: a half-typed draft still previews). */
export const previewBody = z.strictObject({
  menuHtml: safeText(20000).default(''),
  footerHtml: safeText(50000).default(''),
  colours: z.strictObject({ primary: hex, cta: hex }),
});

/**
 * The draft as the site would show it: the menu and footer through the SAME sanitiser the site
 * renders with, the colours as the site's theme variables, and what a save would refuse in the
 * HTML (so the admin sees it while typing, not only on save).
 */
export function previewOf(draft: z.infer<typeof previewBody>) {
  const problems: Record<string, string> = {};
  const menu = hostileMarkup(draft.menuHtml);
  const footer = hostileMarkup(draft.footerHtml);
  if (menu) problems.menuHtml = menu;
  if (footer) problems.footerHtml = footer;
  return {
    menuHtml: sanitizeMenuHtml(draft.menuHtml),
    footerHtml: sanitizeFooterHtml(draft.footerHtml),
    theme: themeStyle(draft.colours) as Record<string, string>,
    problems,
  };
}
