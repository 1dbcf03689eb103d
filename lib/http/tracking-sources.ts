import type { CompanySettings } from '@/lib/tenancy/settings-schema';

/**
 * The hosts each configured tracking code needs in a page's Content-Security-Policy (DESIGN §13:
 * "the company's configured tracking codes allowed by their own hosts"), from the vendors' own
 * CSP guides (Google: "Use Tag Manager with a Content Security Policy"; Meta Pixel). A company
 * without a code gets none of its hosts. Our snippets themselves run by the page's nonce
 * (components/layout/tracking-codes.tsx); these hosts are for what the snippets load and send.
 * Their pixels need no entry: a page's img-src allows any https image (./page-policy.ts).
 */
export interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
}

const GOOGLE_ANALYTICS: Sources = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
};

const TAG_MANAGER: Sources = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google.com'],
  frame: [],
};

const GOOGLE_ADS: Sources = {
  script: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://pagead2.googlesyndication.com'],
  frame: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

const META_PIXEL: Sources = {
  script: ['https://connect.facebook.net'],
  connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  frame: [],
};

/** The union of the sources the company's configured codes need. */
export function trackingSources(codes: CompanySettings['trackingCodes']): Sources {
  const parts: Sources[] = [];
  if (codes.googleAnalyticsId) parts.push(GOOGLE_ANALYTICS);
  // A Tag Manager container most often carries the Google Analytics tag: its hosts come with it.
  if (codes.googleTagManagerId) parts.push(TAG_MANAGER, GOOGLE_ANALYTICS);
  if (codes.googleAdsConversionId) parts.push(GOOGLE_ADS);
  if (codes.facebookPixelId) parts.push(META_PIXEL);
  const union = (key: keyof Sources) => [...new Set(parts.flatMap((p) => p[key]))];
  return { script: union('script'), connect: union('connect'), frame: union('frame') };
}
