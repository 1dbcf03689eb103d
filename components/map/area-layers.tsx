'use client';

import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LatLon } from '@/lib/filters/types';
import { areaFeatures, sketchFeatures } from '@/lib/map/draw';

const AREA_COLOUR = '#1f6fb2';
const SKETCH_COLOUR = '#d0421b';

/** The search area (pts) as a shaded polygon, and the outline being drawn over it. */
export function AreaLayers({ polygon, sketch }: { polygon: LatLon[] | null; sketch: LatLon[] | null }) {
  const area = useMemo(() => areaFeatures(polygon), [polygon]);
  const drawn = useMemo(() => sketchFeatures(sketch ?? []), [sketch]);
  return (
    <>
      <Source id="search-area" type="geojson" data={area}>
        <Layer id="search-area-fill" type="fill" paint={{ 'fill-color': AREA_COLOUR, 'fill-opacity': 0.08 }} />
        <Layer id="search-area-line" type="line" paint={{ 'line-color': AREA_COLOUR, 'line-width': 2.5 }} />
      </Source>
      <Source id="area-sketch" type="geojson" data={drawn}>
        <Layer id="area-sketch-path" type="line" filter={['==', ['get', 'kind'], 'path']} paint={{ 'line-color': SKETCH_COLOUR, 'line-width': 2.5 }} />
        <Layer
          id="area-sketch-closing"
          type="line"
          filter={['==', ['get', 'kind'], 'closing']}
          paint={{ 'line-color': SKETCH_COLOUR, 'line-width': 2, 'line-dasharray': [2, 2] }}
        />
        <Layer
          id="area-sketch-vertex"
          type="circle"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{
            'circle-radius': ['case', ['==', ['get', 'kind'], 'first'], 7, 5],
            'circle-color': '#ffffff',
            'circle-stroke-color': SKETCH_COLOUR,
            'circle-stroke-width': 2.5,
          }}
        />
      </Source>
    </>
  );
}
