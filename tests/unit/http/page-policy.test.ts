import { newNonce, pagePolicy } from '@/lib/http/page-policy';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => { const [name, ...values] = d.split(' '); return [name!, values]; }));
const base = { nonce: 'bm9uY2Vub25jZW5vbmNlbg==', trackingCodes: {}, mapStyleUrl: null, https: false };

describe('pagePolicy', () => {
  it('runs scripts of this site and by nonce only, and forbids plugins, <base>, foreign forms and framing', () => {
    const csp = directives(pagePolicy(base));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNlbg=='"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allows each configured tracking code’s hosts, and no other', () => {
    const ga = directives(pagePolicy({ ...base, trackingCodes: { googleAnalyticsId: 'G-1' } }));
    expect(ga.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(ga.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(ga.get('script-src')!.join(' ')).not.toMatch(/facebook|googleadservices/);
    const fb = directives(pagePolicy({ ...base, trackingCodes: { facebookPixelId: '123' } }));
    expect(fb.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Vub25jZW5vbmNlbg=='", 'https://connect.facebook.net']);
    const ads = directives(pagePolicy({ ...base, trackingCodes: { googleAdsConversionId: 'AW-1' } }));
    expect(ads.get('frame-src')).toContain('https://td.doubleclick.net');
  });

  it('lets the map reach its style’s host and subdomains, and the API host', () => {
    const csp = directives(pagePolicy({ ...base, mapStyleUrl: 'https://tiles.example.com/style.json', apiHost: 'https://api.example.com/v1' }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://tiles.example.com', 'https://*.tiles.example.com', 'https://api.example.com']);
    expect(directives(pagePolicy({ ...base, mapStyleUrl: '/map/style.json' })).get('connect-src')).toEqual(["'self'"]);
  });

  it('lets the hidden third-party-cookie iframe load from its configured origin, and only then', () => {
    expect(directives(pagePolicy(base)).get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    process.env.THIRD_PARTY_CHECK_ORIGIN = 'https://check.example.com/ignored/path';
    try {
      expect(directives(pagePolicy(base)).get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://check.example.com']);
    } finally {
      delete process.env.THIRD_PARTY_CHECK_ORIGIN;
    }
  });

  it('upgrades insecure requests under HTTPS only', () => {
    expect(directives(pagePolicy({ ...base, https: true })).has('upgrade-insecure-requests')).toBe(true);
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
