import { CHART_QUARTERS, chartable, MIN_SALES_PER_QUARTER, periodLabel, priceSeries, quarterOf, quarterStart, yearsStart } from '@/lib/community/chart-data';
import { communityJsonLd } from '@/lib/community/json-ld';
import { communityUrl, isCommunityPath, readCommunityPath, townSlug } from '@/lib/community/town-slug';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapXml } from '@/lib/seo/sitemap-xml';

describe('price chart periods', () => {
  const now = new Date('2026-11-22T05:00:00Z');
  test('quarter keys, labels and starts', () => {
    expect(quarterOf(now)).toBe('2026-Q4');
    expect(periodLabel('2026-Q4')).toBe('Q4 2026');
    expect(periodLabel('2026')).toBe('2026');
    expect(quarterStart(now, 0)).toBe('2026-10-01');
    expect(quarterStart(now, 4)).toBe('2025-10-01');
    expect(quarterStart(now, 11)).toBe('2024-01-01');
    expect(yearsStart(now)).toBe('2022-01-01');
  });

  test('enough sales: every quarter, oldest first; a quarter without sales has no price', () => {
    const busy = { period: '2026-Q3', sales: MIN_SALES_PER_QUARTER * CHART_QUARTERS - 1, medianPrice: 600_000.4 };
    const { by, series } = priceSeries([busy, { period: '2024-Q1', sales: 1, medianPrice: 500_000 }, { period: '2019-Q1', sales: 9, medianPrice: 1 }], [], now);
    expect(by).toBe('quarter');
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ period: '2024-Q1', sales: 1, medianPrice: 500_000 });
    expect(series[10]).toEqual({ ...busy, medianPrice: 600_000 });
    expect(series[11]).toEqual({ period: '2026-Q4', sales: 0, medianPrice: null });
    expect(chartable(series)).toBe(true);
    expect(chartable(series.slice(1))).toBe(false);
  });

  test('few sales: by year over five years, the missing ones without a price', () => {
    const { by, series } = priceSeries([{ period: '2026-Q3', sales: 2, medianPrice: 600_000 }], [{ period: '2026', sales: 3, medianPrice: 610_000 }, { period: '2023', sales: 1, medianPrice: 0 }], now);
    expect(by).toBe('year');
    expect(series.map((p) => p.period)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(series[1]).toEqual({ period: '2023', sales: 1, medianPrice: null });
    expect(series[4]).toEqual({ period: '2026', sales: 3, medianPrice: 610_000 });
    expect(chartable(series)).toBe(false);
  });
});

describe('community paths', () => {
  test('slugs as the search writes its city_state segment', () => {
    expect(townSlug('sag-harbor', 'NY')).toBe('sag-harbor-ny');
    expect(communityUrl('sag-harbor-ny')).toBe('/communities/sag-harbor-ny');
  });
  test('what a path asks for', () => {
    expect(readCommunityPath('/communities')).toEqual({ kind: 'index' });
    expect(readCommunityPath('/communities/riverhead-ny')).toEqual({ kind: 'town', slug: 'riverhead-ny' });
    for (const bad of ['/communities/Riverhead-NY', '/communities/riverhead', '/communities/riverhead-ny/x', '/communities/', '/communities/riverhead%20ny']) {
      expect(readCommunityPath(bad)).toEqual({ kind: 'invalid' });
    }
    expect(isCommunityPath('/communities/x')).toBe(true);
    expect(isCommunityPath('/communitiesx')).toBe(false);
  });
});

describe('JSON-LD', () => {
  test('a Place and its breadcrumbs on the company origin', () => {
    const [place, crumbs] = communityJsonLd({ origin: 'https://a.example', url: '/communities/orient-ny', name: 'Orient', state: 'NY', description: 'd', homeName: 'Home', indexName: 'Communities', indexUrl: '/communities' });
    expect(place).toMatchObject({ '@type': 'Place', name: 'Orient, NY', url: 'https://a.example/communities/orient-ny', address: { addressLocality: 'Orient', addressRegion: 'NY' } });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});

describe('sitemapXml', () => {
  test('escapes URLs, writes lastmod, caps the count', () => {
    const xml = sitemapXml([{ url: 'https://a.example/x?a=1&b=2' }, { url: 'https://a.example/y', lastModified: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml).toContain('<loc>https://a.example/x?a=1&amp;b=2</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    const many = sitemapXml(Array.from({ length: SITEMAP_MAX_URLS + 5 }, (_, i) => ({ url: `https://a.example/${i}` })));
    expect(many.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  test('the index: sitemapindex namespace, escaped locs, lastmod per file', () => {
    const xml = sitemapIndexXml([{ url: "https://a.example/sitemaps/listings-1.xml?x=<'&\">", lastModified: new Date('2026-01-02T03:04:05Z') }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.example/sitemaps/listings-1.xml?x=&lt;&apos;&amp;&quot;&gt;</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>\n</sitemapindex>\n',
    );
  });
});
