'use client';

import { useEffect } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMap } from 'react-map-gl/maplibre';

/**
 * Tells the parent once the map exists. The map's `load` event waits for the style, and a
 * company style that cannot be fetched never loads; the camera is known before that.
 */
export function MapReady({ onReady }: { onReady: (map: MapLibreMap) => void }) {
  const { current } = useMap();
  useEffect(() => {
    if (current) onReady(current.getMap());
  }, [current, onReady]);
  return null;
}
