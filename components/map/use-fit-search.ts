'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { apiGet } from '@/lib/api/client';
import type { Bounds, LatLon } from '@/lib/filters/types';
import { EXTENT_ZOOM, namesArea, polygonBounds, unionBounds, WORLD } from '@/lib/map/extent';
import type { ClustersResponse } from '@/lib/map/listings';
import { clustersPath } from '@/lib/map/query';
import { lngLatBounds } from '@/lib/map/view';

/** Close enough to see the streets of one small town, not one house. */
const MAX_FIT_ZOOM = 14;

/**
 * When the URL holds no map view, a search that names an area (a town, a school, a drawn
 * shape) opens the map on that area's homes instead of SPEC's default centre. A code move:
 * it does not search new bounds, and it never overrides the visitor's own pan or zoom.
 */
export function useFitSearch(
  mapRef: RefObject<MapRef | null>,
  touchedRef: RefObject<boolean>,
  ready: boolean,   searchQuery: string,
  bounds: Bounds | null,
  polygon: LatLon[] | null,
) {
  const lastQuery = useRef(searchQuery);
  useEffect(() => {
    // A new search (another place) is a new area to show, whatever the visitor did before.
    if (lastQuery.current !== searchQuery) {
      lastQuery.current = searchQuery;
      touchedRef.current = false;
    }
    if (!ready || bounds !== null || touchedRef.current || !namesArea(searchQuery)) return;
    let cancelled = false;
    const fit = (box: Bounds | null) => {
      const map = mapRef.current;
      // The visitor moved the map while the extent was on its way: their view wins.
      if (cancelled || box === null || !map || touchedRef.current) return;
      map.fitBounds(lngLatBounds(box), { padding: 40, maxZoom: MAX_FIT_ZOOM, animate: false });
    };
    if (polygon !== null && polygon.length > 0) fit(polygonBounds(polygon));
    else {
      apiGet<ClustersResponse>(clustersPath(searchQuery, WORLD, EXTENT_ZOOM))
        .then((found) => fit(unionBounds(found.data.map((cell) => cell.bounds))))
        // Without the extent the map stays at the default view: nothing to tell the visitor.
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [mapRef, touchedRef, ready, searchQuery, bounds, polygon]);
}
