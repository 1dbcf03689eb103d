'use client';

import { useCallback, useState } from 'react';
import type { LatLon } from '@/lib/filters/types';
import { addVertex, finishPolygon } from '@/lib/map/draw';

/** The outline being drawn; null while not drawing. */
export function useDrawing(onPolygonChange: (pts: LatLon[] | null) => void) {
  const [points, setPoints] = useState<LatLon[] | null>(null);

  const start = useCallback(() => setPoints([]), []);
  const cancel = useCallback(() => setPoints(null), []);
  const add = useCallback((p: LatLon) => setPoints((current) => (current ? addVertex(current, p) : current)), []);
  const finish = useCallback(() => {
    const polygon = points ? finishPolygon(points) : null;
    if (!polygon) return;
    setPoints(null);
    onPolygonChange(polygon);
  }, [points, onPolygonChange]);

  return { drawing: points !== null, points: points ?? [], start, cancel, add, finish };
}
