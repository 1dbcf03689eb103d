import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { thirdPartyCheckOrigin } from './third-party-check-origin';
import { trackingSources } from './tracking-sources';

/**
 * The Content-Security-Policy of a page (DESIGN §13), per request and per company. Scripts run
 * only from this site with the request's nonce (Next puts it on its own scripts, read from the
 * proxy's request header; our inline snippets carry it, lib/http/nonce.ts) or from the hosts
 * of the tracking codes the company configured. No 'unsafe-inline' or 'unsafe-eval' for
 * scripts, no plugins, no <base> or form posts elsewhere, no framing. Anything that is not a
 * page gets ./security-headers.ts's RESOURCE_POLICY instead.
 */
export interface PagePolicyInput {
  nonce: string;
  trackingCodes: CompanySettings['trackingCodes'];
  /** The company's map style (a setting); its host serves tiles, glyphs and sprites. */
  mapStyleUrl: string | null;
  /** A separate API host the browser calls (NEXT_PUBLIC_API_HOST), if any. */
  apiHost?: string;
  https: boolean;
}

/** The agents' video players (lib/agents/video.ts embeds only these). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** A nonce: 128 random bits, base64 (what CSP's nonce-source accepts). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The map style's origin and its subdomains (tile servers like a.tiles.example.com). */
function mapSources(styleUrl: string | null): string[] {
  if (!styleUrl || styleUrl.startsWith('/')) return [];
  try {
    const url = new URL(styleUrl);
    const wildcard = /^[\d.]+$|^\[/.test(url.hostname) ? [] : [`${url.protocol}//*.${url.host}`];
    return [url.origin, ...wildcard];
  } catch {
    return [];
  }
}

function originOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    return [new URL(value).origin];
  } catch {
    return [];
  }
}

export function pagePolicy({ nonce, trackingCodes, mapStyleUrl, apiHost, https }: PagePolicyInput): string {
  const tracking = trackingSources(trackingCodes);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // `next dev` runs its refresh runtime through eval; production never does.
    ['script-src', "'self'", `'nonce-${nonce}'`, ...tracking.script, ...(process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : [])],
    // Style sheets come from this site; style="" attributes (React's style prop) are data, not code.
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    // Logos and footer images are any https address (settings allow that), as are tracking
    // pixels; map tiles arrive as blobs. An image cannot run code.
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...mapSources(mapStyleUrl), ...originOf(apiHost), ...tracking.connect],
    ['media-src', "'self'"],
    // The hidden third-party-cookie check (lib/browser/third-party-cookies.ts) loads from its own origin.
    ['frame-src', ...VIDEO_PLAYERS, ...tracking.frame, ...originOf(thirdPartyCheckOrigin() ?? undefined)],
    // MapLibre's worker is a file of this site (public/maplibre-gl-worker.mjs).
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}
