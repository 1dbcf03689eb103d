'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapRef, ViewStateChangeEvent } from 'react-map-gl/maplibre';
import type { Bounds } from '@/lib/filters/types';
import { apiZoom, boundsKey, DEFAULT_VIEW, lngLatBounds, sameBounds, viewBounds } from '@/lib/map/view';
import type { MapView } from './types';

/** Moves settle for this long before the search follows them: a pan often comes in a few drags. */
const VIEW_CHANGE_DELAY_MS = 300;

/** Sent views remembered while their echo is awaited. */
const MAX_PENDING = 10;

/** Event data the map's own code passes when it moves the map for the visitor (a cluster click). */
export const USER_MOVE = { userInitiated: true } as const;

export function readView(map: MapLibreMap): MapView {
  const b = map.getBounds();
  return { bounds: viewBounds({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }), zoom: apiZoom(map.getZoom()) };
}

/**
 * Moves by the visitor carry the input event; code moves (fitting the URL's view) do not.
 * A window resize carries its event too, but the visitor did not ask for a new search.
 */
function isUserMove(e: ViewStateChangeEvent): boolean {
  const original = e.originalEvent as Event | undefined | null;
  if (original && original.type !== 'resize') return true;
  return (e as unknown as { userInitiated?: unknown }).userInitiated === true;
}

/** What the URL asks the map to show; two renders with the same view give the same key. */
const propKey = (bounds: Bounds | null, zoom: number | null) => (bounds ? boundsKey(bounds) : `default@${zoom ?? DEFAULT_VIEW.zoom}`);

/**
 * Keeps the map and the URL's view in step. The visitor's moves go out through
 * `onViewChange` (debounced); a new view in the props (back/forward, a reset to the
 * default view) moves the map without being sent back. Returns the view the map shows now.
 */
export function useViewSync(
  mapRef: RefObject<MapRef | null>,
  bounds: Bounds | null,
  zoom: number | null,
  onViewChange: (view: MapView) => void,
) {
  const [view, setView] = useState<MapView | null>(null);
  // Views sent but not yet back in the props, oldest first. The URL may lag a move or two
  // behind (a navigation per move), and an old echo must not pull the map back.
  const sent = useRef<Bounds[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callback = useRef(onViewChange);
  useEffect(() => {
    callback.current = onViewChange;
  }, [onViewChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onReady = useCallback((map: MapLibreMap) => setView(readView(map)), []);

  // Whether the visitor has moved the map at all: from then on the map is theirs, and code
  // that would move it for them (fitting the searched area) must not.
  const touchedRef = useRef(false);
  const onMoveStart = useCallback((e: ViewStateChangeEvent) => {
    if (isUserMove(e)) touchedRef.current = true;
  }, []);

  const onMoveEnd = useCallback((e: ViewStateChangeEvent) => {
    const next = readView(e.target);
    setView(next);
    if (!isUserMove(e)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = [...sent.current.slice(1 - MAX_PENDING), next.bounds];
      callback.current(next);
    }, VIEW_CHANGE_DELAY_MS);
  }, []);

  // The map starts at the props' view (initialViewState); later prop views are applied here.
  const key = propKey(bounds, zoom);
  const applied = useRef(key);
  useEffect(() => {
    if (key === applied.current) return;
    applied.current = key;
    const map = mapRef.current?.getMap();
    if (!map) return;
    const echo = bounds ? sent.current.findIndex((b) => sameBounds(bounds, b)) : -1;
    if (echo >= 0) {
      // Our own move, back from the URL; echoes come in order, so older ones will not come.
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    // The URL went somewhere else (back/forward, reset): a move still waiting to be sent is stale.
    clearTimeout(timer.current);
    sent.current = [];
    if (!bounds) {
      map.jumpTo({ center: [DEFAULT_VIEW.longitude, DEFAULT_VIEW.latitude], zoom: zoom ?? DEFAULT_VIEW.zoom });
    } else if (!sameBounds(bounds, readView(map).bounds)) {
      map.fitBounds(lngLatBounds(bounds), { animate: false });
    }
  }, [key, bounds, zoom, mapRef]);

  return { view, onReady, onMoveStart, onMoveEnd, touchedRef };
}
