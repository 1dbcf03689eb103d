/**
 * @jest-environment jsdom
 */
import { trackingLoader, trackingSnippets } from '@/components/layout/tracking-snippets';

// The company's tracking snippets are inserted by one inline loader after the page has loaded
// (components/layout/tracking-codes.tsx). Here the loader runs as the browser runs it: as an
// inline script element carrying a nonce, which the snippets it inserts must carry too.

type Window = typeof globalThis & { dataLayer?: unknown[]; fbq?: unknown; requestIdleCallback?: unknown };

function runLoader(code: string, nonce: string) {
  const loader = document.createElement('script');
  loader.nonce = nonce;
  loader.text = code;
  document.body.append(loader);
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as Window).dataLayer;
  delete (window as Window).fbq;
});

test('a company with no tracking ids has no snippets', () => {
  expect(trackingSnippets({})).toEqual([]);
});

test('Analytics and Ads share one gtag.js with a config for each id; Tag Manager and the pixel follow', () => {
  const snippets = trackingSnippets({ googleAnalyticsId: 'G-ABC123', googleAdsConversionId: 'AW-99', googleTagManagerId: 'GTM-XYZ', facebookPixelId: '1234' });
  expect(snippets.map((s) => s.tag)).toEqual(['gtag', 'gtag-init', 'gtm', 'fb-pixel']);
  expect(snippets[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
  expect(snippets[1]!.code).toContain(`gtag('config',"G-ABC123");gtag('config',"AW-99");`);
  expect(snippets[2]!.code).toContain('"GTM-XYZ"');
  expect(snippets[3]!.code).toContain(`fbq('init',"1234")`);
  // Ads alone loads gtag.js by its own id.
  expect(trackingSnippets({ googleAdsConversionId: 'AW-99' })[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-99');
});

test('the loader inserts each snippet with its own nonce once the browser is idle, and the inline ones run', () => {
  jest.useFakeTimers();
  try {
    expect(document.readyState).toBe('complete');
    runLoader(trackingLoader(trackingSnippets({ googleAnalyticsId: 'G-ABC123', facebookPixelId: '1234' })), 'n0nce');
    // Nothing before the idle callback: the page's own work goes first.
    expect(document.querySelectorAll('script[data-tracking]')).toHaveLength(0);
    jest.runAllTimers();
    const inserted = [...document.querySelectorAll<HTMLScriptElement>('script[data-tracking]')];
    expect(inserted.map((s) => [s.dataset.tracking, s.nonce])).toEqual([
      ['gtag', 'n0nce'],
      ['gtag-init', 'n0nce'],
      ['fb-pixel', 'n0nce'],
    ]);
    expect(inserted[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(JSON.stringify((window as Window).dataLayer)).toContain('G-ABC123');
    expect(typeof (window as Window).fbq).toBe('function');
  } finally {
    jest.useRealTimers();
  }
});

test('the loader waits for the load event when the page is still loading', () => {
  jest.useFakeTimers();
  const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  try {
    runLoader(trackingLoader(trackingSnippets({ googleAnalyticsId: 'G-ABC123' })), 'n0nce');
    jest.runAllTimers();
    expect(document.querySelectorAll('script[data-tracking]')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(document.querySelectorAll('script[data-tracking]')).toHaveLength(2);
  } finally {
    state.mockRestore();
    jest.useRealTimers();
  }
});

test('nothing in the list can close the script element it is printed in', () => {
  const code = trackingLoader([{ tag: 'x', code: '</script><script>alert(1)</script>\u2028' }]);
  expect(code).not.toMatch(/<\/script/i);
  expect(code).not.toContain('\u2028');
});
