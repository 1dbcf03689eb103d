import { staticPagePolicy } from '@/lib/http/static-page-policy';

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#222;background:#f6f7f8}main{max-width:32rem;padding:2rem}';

/** The whole page an unknown host gets: no company data, no app shell, nothing to cache. */
export function siteNotConfiguredPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Site not configured</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>${STYLE}</style>
</head><body><main><h1>Site not configured</h1><p>No site is set up for this address. If you own this domain, check its settings with your provider.</p></main></body></html>`;
}

/** Its Content-Security-Policy: no scripts, its own style sheet only. */
export const SITE_NOT_CONFIGURED_POLICY = staticPagePolicy(STYLE);
