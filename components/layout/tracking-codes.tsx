import { getNonce } from '@/lib/http/nonce';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { trackingLoader, trackingSnippets } from './tracking-snippets';
import { VisitTracking } from './visit-tracking';

/**
 * Tracking is configured as ids, never as markup (a pasted script could do anything on
 * every page); the snippets are ours. Rendered only where the company configured them.
 * One inline loader, carrying the page's CSP nonce, inserts the snippets once the page has
 * loaded and the browser is idle (what next/script's lazyOnload did, without shipping
 * next/script's ~1.4 kB gzipped to every visitor of every company); the hosts they load from are
 * allowed by lib/http/tracking-sources.ts for this company only.
 */
export async function TrackingCodes({ codes }: { codes: CompanySettings['trackingCodes'] }) {
  const snippets = trackingSnippets(codes);
  if (snippets.length === 0) return null;
  // Visits go to Tag Manager when the company has it, else to gtag (Analytics or Ads), else nowhere.
  const visitTag = (['gtm', 'gtag'] as const).find((tag) => snippets.some((s) => s.tag === tag));
  const nonce = await getNonce();
  return (
    <>
      {visitTag && <VisitTracking tag={visitTag} />}
      <script nonce={nonce} data-tracking="loader" dangerouslySetInnerHTML={{ __html: trackingLoader(snippets) }} />
    </>
  );
}
