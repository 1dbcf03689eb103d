import { canonicalCriteria, criteriaFromFilters, parseCriteria } from '@/lib/ealerts/criteria';
import { criteriaKey, findMatchingAlert, sameCriteria } from '@/lib/ealerts/match';
import { EALERT_FREQUENCIES as SCHEMA_FREQUENCIES } from '@/lib/db/schema/leads';
import { DEFAULT_FREQUENCY, EALERT_FREQUENCIES, isFrequency, SIGN_UP_FREQUENCY } from '@/lib/ealerts/frequencies';
import { ctx, filters } from '../filters/helpers';

describe('parseCriteria: search query keys checked by the codec, stored canonical', () => {
  test('valid criteria in canonical form: numbers as plain text, keys in SPEC order, codes in the company order', () => {
    const r = parseCriteria({ type: 'c,r', minprice: '300000', city_label: 'Riverhead, NY', minbeds: 3, withim: true }, ctx);
    expect(r).toEqual({
      ok: true,
      criteria: { minprice: '300000', withim: '1', minbeds: '3', type: 'r,c', city_label: 'Riverhead, NY' },
      query: { minprice: 300_000, withim: true, minbeds: 3, type: ['r', 'c'], city_label: ['Riverhead, NY'] },
    });
  });

  test('unknown keys and malformed values are errors by key', () => {
    const r = parseCriteria({ colour: 'blue', minprice: 'cheap', bounds: '1,2', zoom: '99' }, ctx);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['bounds', 'colour', 'minprice', 'zoom']);
    expect(r.errors.colour).toBe('"colour" is not a search key');
    expect(r.errors.minprice).toMatch(/minprice must be a plain number/);
  });

  test("the lead's own lists are not searches", () => {
    const r = parseCriteria({ favorite: '1' }, ctx);
    expect(r).toEqual({ ok: false, errors: { favorite: expect.stringMatching(/favorites and viewed homes/) } });
    expect(parseCriteria({ lvh: true }, ctx).ok).toBe(false);
  });

  test('how results are shown is not kept: sort, view type, a zoom without bounds; paging keys are ignored', () => {
    const r = parseCriteria({ city_label: 'Riverhead, NY', sort: 'price asc', vt: 'map', zoom: '12', page: '3', authorized: '1' }, ctx);
    expect(r).toMatchObject({ ok: true, criteria: { city_label: 'Riverhead, NY' } });
    const withBounds = parseCriteria({ bounds: '-72.7,40.9,-72.6,41', zoom: '12' }, ctx);
    expect(withBounds).toMatchObject({ ok: true, criteria: { bounds: '-72.7,40.9,-72.6,41', zoom: '12' } });
  });

  test('company rules apply: types it does not offer are dropped, days sold only with Sold, reversed ranges swapped', () => {
    expect(parseCriteria({ type: 'r,zz', maxdayssold: '30' }, ctx)).toMatchObject({ ok: true, criteria: { type: 'r' } });
    expect(parseCriteria({ minprice: '600000', maxprice: '300000' }, ctx)).toMatchObject({ ok: true, criteria: { minprice: '300000', maxprice: '600000' } });
  });

  test('empty values and false flags are no filter; empty criteria are a search of everything', () => {
    expect(parseCriteria({ minprice: '', withim: false, maxprice: null }, ctx)).toEqual({ ok: true, criteria: {}, query: {} });
  });

  test('canonical form is stable: parsing stored criteria again changes nothing', () => {
    const first = parseCriteria({ city_label: 'Riverhead, NY|Southold, NY', type: 'c,r', minbaths: '1.5', ratingweight: '50,60' }, ctx);
    if (!first.ok) throw new Error('expected valid criteria');
    expect(parseCriteria(first.criteria, ctx)).toEqual(first);
    expect(canonicalCriteria(first.criteria)).toEqual(first.criteria);
  });

  test('criteriaFromFilters: a search page saves what the API would store', () => {
    const f = filters((x) => {
      x.suggestions.city_label = ['Riverhead, NY'];
      x.price = { from: 300_000, to: 600_000 };
      x.type = ['r'];
      x.sort = { field: 'price', direction: 'asc' };
    });
    const criteria = criteriaFromFilters(f);
    expect(criteria).toEqual({ minprice: '300000', maxprice: '600000', type: 'r', city_label: 'Riverhead, NY' });
    expect(parseCriteria(criteria, ctx)).toMatchObject({ ok: true, criteria });
  });
});

describe('matching criteria (SPEC §4: text compared case-insensitively)', () => {
  const saved = { minprice: '300000', city_label: 'Riverhead, NY|Southold, NY', type: 'r,c' };

  test('case, value order within a key, key order do not matter', () => {
    expect(sameCriteria(saved, { type: 'c,r', city_label: 'southold, ny|RIVERHEAD, NY', minprice: '300000' })).toBe(true);
    expect(sameCriteria({ keyword: 'Pool House' }, { keyword: 'pool house' })).toBe(true);
  });

  test('a different value, an extra key or a missing key is another search', () => {
    expect(sameCriteria(saved, { ...saved, minprice: '300001' })).toBe(false);
    expect(sameCriteria(saved, { ...saved, minbeds: '3' })).toBe(false);
    expect(sameCriteria(saved, { minprice: '300000', type: 'r,c' })).toBe(false);
    expect(sameCriteria({ city_label: 'Riverhead, NY' }, { city: 'Riverhead' })).toBe(false);
  });

  test('sort and view type are not part of the search', () => {
    expect(sameCriteria({ zip: '11901', sort: 'price asc', vt: 'map' }, { zip: '11901' })).toBe(true);
  });

  test('findMatchingAlert gives the alert with the same search', () => {
    const alerts = [{ id: 1, criteria: { zip: '11901' } }, { id: 2, criteria: saved }];
    expect(findMatchingAlert(alerts, { type: 'C,R', minprice: '300000', city_label: 'Southold, NY|Riverhead, NY' })?.id).toBe(2);
    expect(findMatchingAlert(alerts, { zip: '11935' })).toBeUndefined();
  });

  test('the key is text fit for comparing', () => {
    expect(criteriaKey({ zip: '11901' })).toBe(criteriaKey({ zip: ' 11901 ' }));
  });
});

describe('frequencies (SPEC §9)', () => {
  test("the browser's list is the database column's", () => {
    expect(EALERT_FREQUENCIES).toEqual(SCHEMA_FREQUENCIES);
  });

  test('twice a week by default; index 2 (daily) after sign-up through the save button', () => {
    expect(DEFAULT_FREQUENCY).toBe('twice_a_week');
    expect(SIGN_UP_FREQUENCY).toBe('daily');
    expect(isFrequency('weekly')).toBe(true);
    expect(isFrequency('hourly')).toBe(false);
  });
});
