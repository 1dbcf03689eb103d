import { clusterDiameter, MAX_PINS, pinPrice, PIN_ZOOM, shortCount, showPins } from '@/lib/map/listings';
import { clustersPath, markersPath, searchWithoutView } from '@/lib/map/query';
import { parseSearchParams } from '@/lib/filters/query';

describe('showPins', () => {
  it('shows pins for a few listings at any zoom', () => {
    expect(showPins(12, 8)).toBe(true);
    expect(showPins(0, 16)).toBe(false);
  });

  it('shows pins when zoomed in and they fit one page', () => {
    expect(showPins(150, PIN_ZOOM)).toBe(true);
    expect(showPins(150, PIN_ZOOM - 1)).toBe(false);
    expect(showPins(MAX_PINS + 1, 18)).toBe(false);
  });
});

describe('cluster circles', () => {
  it('grow with the count and stay within 30–64 px', () => {
    expect(clusterDiameter(1)).toBe(30);
    expect(clusterDiameter(10)).toBeGreaterThan(clusterDiameter(2));
    expect(clusterDiameter(1000)).toBeGreaterThan(clusterDiameter(100));
    expect(clusterDiameter(10_000_000)).toBe(64);
  });

  it('print big counts short', () => {
    expect(shortCount(999)).toBe('999');
    expect(shortCount(1234)).toBe('1.2K');
    expect(shortCount(9_990)).toBe('10K');
    expect(shortCount(45_600)).toBe('46K');
    expect(shortCount(2_500_000)).toBe('2.5M');
  });
});

describe('pinPrice', () => {
  it('uses SPEC §9 short format, or null for a hidden price', () => {
    expect(pinPrice(450_000)).toBe('$450K');
    expect(pinPrice(1_250_000)).toBe('$1.25M');
    expect(pinPrice(null)).toBeNull();
  });
});

describe('map call paths', () => {
  const bounds = { west: -72.76, south: 40.87, east: -72.56, north: 40.97 };

  it('add the current view to the search, which the API parses back', () => {
    const path = clustersPath('city_label=Riverhead%2C+NY&minbeds=3&status=a,s', bounds, 13);
    expect(path).toBe('/properties/clusters?city_label=Riverhead,+NY&minbeds=3&status=a,s&bounds=-72.76,40.87,-72.56,40.97&zoom=13');
    const { query, errors } = parseSearchParams(new URLSearchParams(path.split('?')[1]));
    expect(errors).toEqual({});
    expect(query.city_label).toEqual(['Riverhead, NY']);
    expect(query.bounds).toEqual(bounds);
    expect(query.zoom).toBe(13);
  });

  it('replace a view the search still carries with the map’s own', () => {
    expect(searchWithoutView('?minbeds=3&bounds=1,2,3,4&zoom=5&page=2&per_page=9')).toBe('minbeds=3');
    expect(markersPath('', bounds)).toBe(`/properties/markers?bounds=-72.76,40.87,-72.56,40.97&per_page=${MAX_PINS}`);
  });

  it('keep a drawn polygon (pts)', () => {
    expect(markersPath('pts=40.9,-72.7,40.95,-72.65,40.9,-72.6', bounds)).toContain('pts=40.9,-72.7,40.95,-72.65,40.9,-72.6&bounds=');
  });
});
