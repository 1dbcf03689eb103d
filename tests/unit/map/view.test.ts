import { apiZoom, boundsKey, DEFAULT_VIEW, lngLatBounds, sameBounds, viewBounds, wrapLongitude } from '@/lib/map/view';
import { parseBounds } from '@/lib/filters/geometry';

describe('default view (SPEC §9)', () => {
  it('is lat 40.92, lon -72.66, zoom 12', () => {
    expect(DEFAULT_VIEW).toEqual({ latitude: 40.92, longitude: -72.66, zoom: 12 });
  });
});

describe('apiZoom', () => {
  it('rounds to a whole zoom within 1–20 (DESIGN §8)', () => {
    expect(apiZoom(12.4)).toBe(12);
    expect(apiZoom(12.5)).toBe(13);
    expect(apiZoom(0.2)).toBe(1);
    expect(apiZoom(22)).toBe(20);
    expect(apiZoom(Number.NaN)).toBe(1);
  });
});

describe('wrapLongitude', () => {
  it('folds longitudes of a panned-around world into −180…180', () => {
    expect(wrapLongitude(-72.5)).toBe(-72.5);
    expect(wrapLongitude(190)).toBeCloseTo(-170);
    expect(wrapLongitude(-190)).toBeCloseTo(170);
    expect(wrapLongitude(-432.66)).toBeCloseTo(-72.66);
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(540)).toBe(180);
  });
});

describe('viewBounds', () => {
  it('rounds to 7 decimals so the bounds survive the URL and read back exactly', () => {
    const b = viewBounds({ west: -72.712345678, south: 40.8912345678, east: -72.6012345678, north: 40.9512345678 });
    expect(b).toEqual({ west: -72.7123457, south: 40.8912346, east: -72.6012346, north: 40.9512346 });
    const text = boundsKey(b);
    const parsed = parseBounds(text);
    expect(parsed.ok && parsed.value.bounds).toEqual(b);
  });

  it('keeps a view across the antimeridian as west > east', () => {
    expect(viewBounds({ west: 170, south: -10, east: 190, north: 10 })).toEqual({ west: 170, south: -10, east: -170, north: 10 });
  });

  it('makes a view wider than the world the whole world, and clamps latitudes to Mercator', () => {
    expect(viewBounds({ west: -300, south: -89, east: 200, north: 89 })).toEqual({ west: -180, south: -85.0511288, east: 180, north: 85.0511288 });
  });
});

describe('sameBounds', () => {
  const view = { west: -72.76, south: 40.87, east: -72.56, north: 40.97 };

  it('treats edges within 2 % of the view as the same view', () => {
    expect(sameBounds(view, { west: -72.763, south: 40.871, east: -72.557, north: 40.968 })).toBe(true);
  });

  it('sees a moved view as different', () => {
    expect(sameBounds(view, { west: -72.70, south: 40.87, east: -72.50, north: 40.97 })).toBe(false);
    expect(sameBounds(view, { west: -72.76, south: 40.90, east: -72.56, north: 41.0 })).toBe(false);
  });

  it('sees a zoomed view (same centre) as different', () => {
    expect(sameBounds(view, { west: -72.71, south: 40.895, east: -72.61, north: 40.945 })).toBe(false);
  });

  it('compares across the antimeridian the short way round', () => {
    expect(sameBounds({ west: 179.999, south: 0, east: -170, north: 10 }, { west: -179.999, south: 0, east: -170, north: 10 })).toBe(true);
  });

  it('null equals only null', () => {
    expect(sameBounds(null, null)).toBe(true);
    expect(sameBounds(view, null)).toBe(false);
    expect(sameBounds(null, view)).toBe(false);
  });
});

describe('lngLatBounds', () => {
  it('gives MapLibre [[w,s],[e,n]], with the east edge past 180 across the antimeridian', () => {
    expect(lngLatBounds({ west: -72.76, south: 40.87, east: -72.56, north: 40.97 })).toEqual([[-72.76, 40.87], [-72.56, 40.97]]);
    expect(lngLatBounds({ west: 170, south: -10, east: -170, north: 10 })).toEqual([[170, -10], [190, 10]]);
  });
});
