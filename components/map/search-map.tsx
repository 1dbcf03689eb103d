'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import MapGL, { AttributionControl, NavigationControl, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { withinPixels } from '@/lib/map/draw';
import type { MapCluster, MapListing } from '@/lib/map/listings';
import { offlineStyle } from '@/lib/map/offline-style';
import { DEFAULT_VIEW, lngLatBounds } from '@/lib/map/view';
import { AreaCount } from './area-count';
import { AreaLayers } from './area-layers';
import { ClusterPins } from './cluster-pins';
import { DrawToolbar } from './draw-toolbar';
import { ListingPins } from './listing-pins';
import { ListingPopup } from './listing-popup';
import { MapReady } from './map-ready';
import type { SearchMapProps } from './types';
import { useDrawing } from './use-drawing';
import { useFitSearch } from './use-fit-search';
import { useMapListings } from './use-map-listings';
import { useViewSync, USER_MOVE } from './use-view-sync';
import styles from './search-map.module.css';

export type { SearchMapProps } from './types';

// Bundlers break MapLibre's own worker path (TOOLCHAIN.md); next.config copies the worker to public/.
if (typeof window !== 'undefined') maplibregl.setWorkerUrl('/maplibre-gl-worker.mjs');

const OFFLINE_STYLE = offlineStyle();
/** The API takes zooms 1–20 (DESIGN §8); past 19 a listing's surroundings are a blur. */
const MIN_ZOOM = 1;
const MAX_ZOOM = 19;
/** A second click this close to the last corner is the rest of a double-click, not a new corner. */
const REPEAT_CLICK_PX = 4;

export default function SearchMap({ searchQuery, bounds, zoom, polygon, styleUrl, onViewChange, onPolygonChange }: SearchMapProps) {
  const t = useTranslations('Map');
  const mapRef = useRef<MapRef>(null);
  const { view, onReady: onViewReady, onMoveStart, onMoveEnd, touchedRef } = useViewSync(mapRef, bounds, zoom, onViewChange);
  useFitSearch(mapRef, touchedRef, view !== null, searchQuery, bounds, polygon);
  const listings = useMapListings(searchQuery, view);
  const draw = useDrawing(onPolygonChange);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const popupTrigger = useRef<HTMLButtonElement | null>(null);

  // The props' first view; later ones are applied by useViewSync.
  const [initialViewState] = useState(() =>
    bounds
      ? { bounds: lngLatBounds(bounds) }
      : { latitude: DEFAULT_VIEW.latitude, longitude: DEFAULT_VIEW.longitude, zoom: zoom ?? DEFAULT_VIEW.zoom },
  );
  const locale = useMemo(
    () => ({ 'Map.Title': t('mapTitle'), 'NavigationControl.ZoomIn': t('zoomIn'), 'NavigationControl.ZoomOut': t('zoomOut'), 'NavigationControl.ResetBearing': t('resetBearing'), 'Popup.Close': t('closePopup') }),
    [t],
  );

  const onReady = useCallback(
    (map: maplibregl.Map) => {
      // Search bounds are axis-aligned boxes: a rotated map would search a box it does not show.
      map.touchZoomRotate.disableRotation();
      map.keyboard.disableRotation();
      onViewReady(map);
    },
    [onViewReady],
  );

  const zoomToCluster = useCallback((cluster: MapCluster) => {
    const map = mapRef.current;
    if (!map) return;
    const camera = map.cameraForBounds(lngLatBounds(cluster.bounds), { padding: 48, maxZoom: MAX_ZOOM - 2 });
    // A cluster of homes on one spot gives no zoom to fit; step in anyway.
    const target = Math.min(MAX_ZOOM, Math.max(camera?.zoom ?? 0, map.getZoom() + 1));
    map.easeTo({ center: camera?.center ?? [cluster.center.lon, cluster.center.lat], zoom: target, duration: 400 }, USER_MOVE);
  }, []);

  const selectListing = useCallback((listing: MapListing, trigger: HTMLButtonElement) => {
    popupTrigger.current = trigger;
    setSelectedId((current) => (current === listing.id ? null : listing.id));
  }, []);

  /** Focus goes back to the pin when it was in the popup (its × button, Escape): a keyboard user stays in place. */
  const closePopup = useCallback(() => {
    const focusInPopup = document.activeElement?.closest('.maplibregl-popup') != null;
    setSelectedId(null);
    if (focusInPopup && popupTrigger.current?.isConnected) popupTrigger.current.focus();
  }, []);

  const onMapClick = (e: MapLayerMouseEvent) => {
    const target = e.originalEvent.target;
    const onPin = target instanceof Element && target.closest('[data-map-pin]') !== null;
    if (!draw.drawing) {
      if (!onPin) setSelectedId(null);
      return;
    }
    const first = draw.points[0];
    const last = draw.points[draw.points.length - 1];
    const project = (p: { lat: number; lon: number }) => e.target.project([p.lon, p.lat]);
    if (first && draw.points.length >= 3 && withinPixels(e.point, project(first))) return draw.finish();
    if (last && withinPixels(e.point, project(last), REPEAT_CLICK_PX)) return;
    draw.add({ lat: e.lngLat.lat, lon: e.lngLat.lng });
  };

  const onMapDblClick = () => {
    if (draw.drawing) draw.finish();
  };

  const addCentre = () => {
    const centre = mapRef.current?.getCenter();
    if (centre) draw.add({ lat: centre.lat, lon: centre.lng });
  };

  const startDrawing = () => {
    setSelectedId(null);
    draw.start();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape') return;
    if (selectedId !== null) closePopup();
    else if (draw.drawing) draw.cancel();
  };

  const selected = listings.showPins ? (listings.pins.find((p) => p.id === selectedId) ?? null) : null;

  return (
    // Escape closes the popup or stops drawing wherever focus is inside the map.
    <section className={`${styles.root} ${draw.drawing ? styles.drawing : ''}`} aria-label={t('region')} onKeyDown={onKeyDown}>
      {/* Before the map in the DOM, so the keyboard meets the tools before dozens of pins. */}
      <div className={draw.drawing ? styles.drawPanel : styles.topLeft}>
        <DrawToolbar
          drawing={draw.drawing}
          points={draw.points.length}
          hasArea={polygon !== null && polygon.length > 0}
          onStart={startDrawing}
          onAddCentre={addCentre}
          onFinish={draw.finish}
          onCancel={draw.cancel}
          onRemove={() => onPolygonChange(null)}
        />
        {!draw.drawing && (listings.loaded || listings.error === null) && <AreaCount loaded={listings.loaded} updating={listings.loading} />}
      </div>

      <MapGL
        ref={mapRef}
        mapLib={maplibregl}
        initialViewState={initialViewState}
        mapStyle={styleUrl ?? OFFLINE_STYLE}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        doubleClickZoom={!draw.drawing}
        cursor={draw.drawing ? 'crosshair' : undefined}
        attributionControl={false}
        locale={locale}
        onMoveStart={onMoveStart}
        onMoveEnd={onMoveEnd}
        onClick={onMapClick}
        onDblClick={onMapDblClick}
      >
        <MapReady onReady={onReady} />
        <NavigationControl position="top-right" showCompass={false} />
        {/* Tiles of a company style come with credits to show; the offline style has none. */}
        {styleUrl && <AttributionControl position="bottom-right" compact />}
        <AreaLayers polygon={polygon} sketch={draw.drawing ? draw.points : null} />
        {listings.showPins ? (
          <ListingPins listings={listings.pins} selectedId={selectedId} onSelect={selectListing} />
        ) : (
          <ClusterPins clusters={listings.clusters} onZoomTo={zoomToCluster} />
        )}
        {selected && <ListingPopup listing={selected} onClose={closePopup} />}
      </MapGL>

      {draw.drawing && <span className={styles.crosshair} aria-hidden="true" />}

      {listings.error !== null && (
        <div className={styles.error} role="alert">
          {t('loadError')}{' '}
          <button type="button" className={styles.retry} onClick={listings.retry}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}
