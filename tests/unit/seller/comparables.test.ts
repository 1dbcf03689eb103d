import type { ComparableJson } from '@/lib/estimate/estimate-json';
import { byKind, formatAdjustment, formatMiles } from '@/lib/seller/comparables';
import { mapPoints, pointsBox } from '@/lib/seller/map-points';

const comparable = (id: number, kind: 'sold' | 'active', position: [number, number] | null): ComparableJson => ({
  id, kind, address: `${id} Main St, Riverhead, NY`, path: `/homedetails/${id}`, photo: null, price: 500_000, date: '2026-01-02',
  propertyType: 'r', beds: 3, baths: 2, livingArea: 1800, lotAcres: 0.5, yearBuilt: 1970, waterfront: false,
  latitude: position?.[0] ?? null, longitude: position?.[1] ?? null, distanceMiles: 1.24,
  adjustments: [], adjustedPrice: 510_000, weight: 0.2,
});

describe('comparables on the estimate page', () => {
  test('sold and for sale, each in its own group, order kept', () => {
    const list = [comparable(1, 'active', null), comparable(2, 'sold', null), comparable(3, 'sold', null)];
    expect(byKind(list)).toEqual({ sold: [list[1], list[2]], active: [list[0]] });
  });

  test('adjustments read like an appraisal grid: signed dollars, a true minus', () => {
    expect(formatAdjustment(12_400.4)).toBe('+$12,400');
    expect(formatAdjustment(-3100)).toBe('\u2212$3,100');
    expect(formatAdjustment(0.2)).toBe('$0');
  });

  test('distances to a tenth of a mile; a next-door home is not "0.0"', () => {
    expect(formatMiles(1.24)).toBe('1.2');
    expect(formatMiles(0.04)).toBe('< 0.1');
  });

  test('the map gets only positioned comparables, and a box around them and the home', () => {
    const points = mapPoints([comparable(1, 'sold', [40.9, -72.6]), comparable(2, 'active', null), comparable(3, 'active', [41, -72.7])]);
    expect(points.map((p) => p.id)).toEqual([1, 3]);
    expect(points[0]).toEqual({ id: 1, kind: 'sold', latitude: 40.9, longitude: -72.6, price: 500_000, address: '1 Main St, Riverhead, NY', path: '/homedetails/1' });
    expect(pointsBox([{ latitude: 40.95, longitude: -72.5 }, ...points])).toEqual([[-72.7, 40.9], [-72.5, 41]]);
    expect(pointsBox([])).toBeNull();
  });
});
