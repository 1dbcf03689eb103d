/**
 * Issue 19 item 3: a search request goes through the codec once. The counters of
 * lib/filters/pass-count.ts say how often each heavy step ran for each request path; the
 * service's types do the rest (it takes only a CompanyQuery, which only toCompanyQuery makes).
 */
import { cleanQuery } from '@/lib/filters/clean-query';
import { companyQueryKey, toCompanyQuery, type CompanyQuery } from '@/lib/filters/company-query';
import { parseSearchParams } from '@/lib/filters/parse-params';
import { parseRealEstateUrl } from '@/lib/filters/path';
import { codecPasses, resetCodecPasses } from '@/lib/filters/pass-count';
import { applyContextRules } from '@/lib/filters/rules';
import { companyQueryFilters, filtersToQuery, queryToFilters } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import { decodeSearchHeader, encodeSearchHeader } from '@/lib/search/search-header';
import { canonicalQueryUrl, readProperties } from '@/lib/search/search-url';
import { ctx, randomFilters, rng, splitUrl } from './helpers';
import { buildRealEstateUrl } from '@/lib/filters/path';

const passes = () => ({ ...codecPasses });

describe('one codec pass per search request', () => {
  beforeEach(resetCodecPasses);

  it('/real-estate (proxy): path and query parsed once each, normalised once, never cleaned', () => {
    const read = parseRealEstateUrl(['riverhead-ny', 'type-r', 'price-300000-900000', 'beds-3'], new URLSearchParams('maxbeds=5&sort=price+asc'), ctx);
    expect(read.kind).toBe('ok');
    expect(passes()).toEqual({ parse: 2, clean: 0, normalize: 1 });
  });

  it('/real-estate (page): the proxy’s query comes through the header without any codec step', () => {
    const read = parseRealEstateUrl(['riverhead-ny', 'beds-3'], new URLSearchParams(), ctx);
    if (read.kind !== 'ok') throw new Error('expected ok');
    resetCodecPasses();
    const header = encodeSearchHeader(read.query);
    const query = decodeSearchHeader(header);
    expect(query).toEqual(read.query);
    if (query === null) throw new Error('expected the query');
    // What the page and its metadata do with it: cache key, canonical link, the controls' view.
    expect(companyQueryKey(query)).toBe('minbeds=3&city_label=Riverhead,+NY&sort=created_at+desc');
    expect(canonicalQueryUrl(query, 2, ctx)).toBe('/real-estate/riverhead-ny/beds-3?page=2');
    expect(companyQueryFilters(query)).toEqual(read.filters);
    expect(passes()).toEqual({ parse: 0, clean: 0, normalize: 0 });
  });

  it('/properties (page): parsed once, normalised once', () => {
    const read = readProperties(new URLSearchParams('minbeds=3&maxprice=800000&zip=11901&vt=map'), ctx);
    expect(read.kind === 'ok' && read.query).toEqual({ minbeds: 3, maxprice: 800000, zip: ['11901'], sort: ctx.defaultSort });
    expect(passes()).toEqual({ parse: 1, clean: 0, normalize: 1 });
  });

  it('the API (readSearchRequest’s steps): parsed once, normalised once', () => {
    const { query } = parseSearchParams(new URLSearchParams('type=R,x&status=a&mindayssold=3&minprice=0&vt=list'));
    expect(toCompanyQuery(query, ctx)).toEqual({ type: ['r'], status: ['a'], vt: 'list', sort: ctx.defaultSort });
    expect(passes()).toEqual({ parse: 1, clean: 0, normalize: 1 });
  });

  it('a header that is missing or not the proxy’s JSON is no query (the page then reads the URL)', () => {
    expect(decodeSearchHeader(null)).toBeNull();
    expect(decodeSearchHeader('%E0%A4%A')).toBeNull();
    expect(decodeSearchHeader(encodeURIComponent('[1]'))).toBeNull();
  });

  it('the service takes only a normalised search', () => {
    const takesCompanyQuery = (query: CompanyQuery) => query.sort;
    const plain: SearchQuery = { minbeds: 3 };
    // @ts-expect-error a parsed but not normalised query is refused by the type
    takesCompanyQuery(plain);
    expect(takesCompanyQuery(toCompanyQuery(plain, ctx))).toEqual(ctx.defaultSort);
  });
});

describe('toCompanyQuery equals the old round trip (clean → filters → rules → query → clean)', () => {
  const old = (query: SearchQuery) => {
    const clean = cleanQuery(query);
    const normalized = filtersToQuery(applyContextRules(queryToFilters(clean, ctx), ctx));
    if (clean.vt !== undefined) normalized.vt = clean.vt;
    if (clean.minhoa !== undefined) normalized.minhoa = clean.minhoa;
    return normalized;
  };
  it('on 2,000 random searches, also with reversed ranges and unoffered codes', () => {
    const r = rng(19);
    for (let i = 0; i < 2000; i++) {
      const raw: SearchQuery = { ...filtersToQuery(randomFilters(r)), ...(i % 3 === 0 ? { minbeds: 6, maxbeds: 2, type: ['zz', 'C'], minhoa: 5, vt: 'map' } : {}) };
      if (i % 5 === 0) delete raw.sort;
      expect(toCompanyQuery(cleanQuery(raw), ctx)).toEqual(old(raw));
    }
  });

  it('a built URL parses back to the query it was built from', () => {
    const r = rng(7);
    for (let i = 0; i < 300; i++) {
      const query = toCompanyQuery(filtersToQuery(randomFilters(r)), ctx);
      const { segments, search } = splitUrl(buildRealEstateUrl(companyQueryFilters(query), ctx));
      const read = parseRealEstateUrl(segments, search, ctx);
      expect(read.kind === 'ok' && read.query).toEqual(query);
    }
  });
});
