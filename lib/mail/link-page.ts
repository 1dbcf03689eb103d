import { staticPagePolicy } from '@/lib/http/static-page-policy';
import type { Company } from '@/lib/tenancy/company';
import { readableOnWhite } from '@/lib/tenancy/theme';
import { escapeHtml as e } from '@/lib/text/html';

export interface MessagePage {
  title: string;
  message: string;
  /** A button that posts back to the same address (the unsubscribe confirmation). */
  confirm?: { action: string; label: string };
  status?: number;
}

/**
 * A small page in the company’s colours for people who follow a mail’s link (sign-in, unsubscribe,
 * an expired link): no app shell, not indexed, never cached.
 */
export function messagePage(company: Company, { title, message, confirm, status = 200 }: MessagePage): Response {
  const colour = readableOnWhite(company.settings.colours.primary);
  const name = company.settings.siteName || company.name;
  const form = confirm
    ? `<form method="post" action="${e(confirm.action)}"><button type="submit">${e(confirm.label)}</button></form>`
    : '';
  const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;padding:2rem;background:#fff;border-top:4px solid ${colour};border-radius:6px}h1{font-size:1.4rem;margin:0 0 .5rem}
button{font:inherit;font-weight:bold;color:#fff;background:${colour};border:0;border-radius:4px;padding:.6rem 1.2rem;cursor:pointer}a{color:${colour}}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)} – ${e(name)}</title>
<style>${style}</style>
</head><body><main><h1>${e(title)}</h1><p>${e(message)}</p>${form}<p><a href="/">${e(name)}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex', 'content-security-policy': staticPagePolicy(style) } });
}
