import { namesArea, polygonBounds, unionBounds } from '@/lib/map/extent';

describe('the extent of a search', () => {
  it('knows which searches name an area', () => {
    expect(namesArea('city_label=Montauk%2C+NY&sort=created_at+desc')).toBe(true);
    expect(namesArea('?zip=11954')).toBe(true);
    expect(namesArea('pts=41,-72,41.1,-72,41.1,-72.1')).toBe(true);
    expect(namesArea('minbeds=3&sort=price+asc')).toBe(false);
    expect(namesArea('')).toBe(false);
  });
  it('unions boxes, and boxes a polygon', () => {
    expect(unionBounds([])).toBeNull();
    expect(
      unionBounds([
        { west: -72.0, south: 41.0, east: -71.9, north: 41.1 },
        { west: -72.2, south: 40.9, east: -72.1, north: 41.05 },
      ]),
    ).toEqual({ west: -72.2, south: 40.9, east: -71.9, north: 41.1 });
    expect(polygonBounds([{ lat: 41, lon: -72 }, { lat: 41.2, lon: -72.3 }, { lat: 40.9, lon: -72.1 }])).toEqual({ west: -72.3, south: 40.9, east: -72, north: 41.2 });
  });
});
