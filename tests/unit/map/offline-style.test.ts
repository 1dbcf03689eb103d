import { graticule, offlineStyle } from '@/lib/map/offline-style';

describe('offline style', () => {
  const style = offlineStyle();

  it('fetches nothing: no tile URLs, glyphs or sprites, only inline GeoJSON', () => {
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
  });

  it('has no symbol layers (text needs glyphs, which cannot be downloaded)', () => {
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
    expect(style.layers[0]).toMatchObject({ type: 'background' });
  });

  it('draws meridians and parallels on the step', () => {
    const fc = graticule({ west: -1, south: -1, east: 1, north: 1 }, 0.5);
    expect(fc.features).toHaveLength(10);
    expect(fc.features[0]?.geometry.coordinates).toEqual([[-1, -1], [-1, 1]]);
    expect(fc.features[5]?.geometry.coordinates).toEqual([[-1, -1], [1, -1]]);
  });
});
