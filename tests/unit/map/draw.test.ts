import { addVertex, areaFeatures, canFinish, finishPolygon, MAX_POLYGON_POINTS, withinPixels, sketchFeatures } from '@/lib/map/draw';
import { parsePolygon, formatPolygon } from '@/lib/filters/geometry';
import type { LatLon } from '@/lib/filters/types';

const a = { lat: 40.9, lon: -72.7 };
const b = { lat: 40.95, lon: -72.65 };
const c = { lat: 40.9, lon: -72.6 };

describe('addVertex', () => {
  it('adds points rounded to 7 decimals, which pts reads back exactly', () => {
    const pts = addVertex(addVertex(addVertex([], { lat: 40.912345678, lon: -72.612345678 }), b), c);
    expect(pts[0]).toEqual({ lat: 40.9123457, lon: -72.6123457 });
    const parsed = parsePolygon(formatPolygon(pts));
    expect(parsed.ok && parsed.value).toEqual(pts);
  });

  it('drops a repeat of the last point (the second click of a double-click)', () => {
    expect(addVertex([a, b], { ...b })).toEqual([a, b]);
  });

  it('stops at DESIGN §8 limit of 500 points', () => {
    let pts: LatLon[] = [];
    for (let i = 0; i < MAX_POLYGON_POINTS + 10; i += 1) pts = addVertex(pts, { lat: 40 + i / 1000, lon: -72 });
    expect(pts).toHaveLength(500);
  });

  it('does not change the list it is given', () => {
    const pts = [a];
    addVertex(pts, b);
    expect(pts).toEqual([a]);
  });
});

describe('finishing', () => {
  it('needs at least 3 points', () => {
    expect(canFinish([a, b])).toBe(false);
    expect(finishPolygon([a, b])).toBeNull();
    expect(canFinish([a, b, c])).toBe(true);
    expect(finishPolygon([a, b, c])).toEqual([a, b, c]);
  });

  it('drops a closing point equal to the first (pts lists each corner once)', () => {
    expect(finishPolygon([a, b, c, { ...a }])).toEqual([a, b, c]);
    expect(finishPolygon([a, b, { ...a }])).toBeNull();
  });
});

describe('GeoJSON', () => {
  it('draws a finished area as a closed ring in lon,lat order', () => {
    const fc = areaFeatures([a, b, c]);
    expect(fc.features).toHaveLength(1);
    expect(fc.features[0]?.geometry.coordinates).toEqual([[[-72.7, 40.9], [-72.65, 40.95], [-72.6, 40.9], [-72.7, 40.9]]]);
    expect(areaFeatures(null).features).toEqual([]);
    expect(areaFeatures([a, b]).features).toEqual([]);
  });

  it('sketches vertices, the path, and the closing edge once it could close', () => {
    expect(sketchFeatures([]).features).toEqual([]);
    const two = sketchFeatures([a, b]).features.map((f) => f.properties?.kind);
    expect(two).toEqual(['first', 'vertex', 'path']);
    const three = sketchFeatures([a, b, c]).features;
    expect(three.map((f) => f.properties?.kind)).toEqual(['first', 'vertex', 'vertex', 'path', 'closing']);
    expect(three[4]?.geometry.coordinates).toEqual([[-72.6, 40.9], [-72.7, 40.9]]);
  });
});

describe('withinPixels', () => {
  it('is a click within 12 px (by default) of a vertex', () => {
    expect(withinPixels({ x: 100, y: 100 }, { x: 108, y: 108 })).toBe(true);
    expect(withinPixels({ x: 100, y: 100 }, { x: 110, y: 110 })).toBe(false);
    expect(withinPixels({ x: 100, y: 100 }, null)).toBe(false);
    expect(withinPixels({ x: 100, y: 100 }, { x: 103, y: 100 }, 4)).toBe(true);
  });
});
