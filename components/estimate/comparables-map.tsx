'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import MapGL, { AttributionControl, Marker, NavigationControl } from 'react-map-gl/maplibre';
import { formatShortPrice } from '@/lib/filters/price-options';
import { offlineStyle } from '@/lib/map/offline-style';
import { pointsBox, type MapPoint } from '@/lib/seller/map-points';
import pins from '@/components/map/pins.module.css';
import styles from './comparables-map.module.css';

// Bundlers break MapLibre's own worker path (TOOLCHAIN.md); next.config copies the worker to public/.
if (typeof window !== 'undefined') maplibregl.setWorkerUrl('/maplibre-gl-worker.mjs');

const OFFLINE_STYLE = offlineStyle();

export interface ComparablesMapProps {
  home: { latitude: number; longitude: number } | null;
  points: MapPoint[];
  /** The company's map style (a setting); none: the offline style, nothing fetched. */
  styleUrl: string | null;
}

/** The home and its comparables, each pin a link to the listing; framed to show them all. */
export default function ComparablesMap({ home, points, styleUrl }: ComparablesMapProps) {
  const t = useTranslations('Estimate.map');
  const box = useMemo(() => pointsBox(home ? [home, ...points] : points), [home, points]);
  const initialViewState = box
    ? { bounds: box, fitBoundsOptions: { padding: 48, maxZoom: 15 } }
    : { latitude: home?.latitude ?? 40.92, longitude: home?.longitude ?? -72.66, zoom: 12 };
  return (
    <div className={styles.root} data-testid="comparables-map">
      <MapGL
        mapLib={maplibregl}
        initialViewState={initialViewState}
        mapStyle={styleUrl ?? OFFLINE_STYLE}
        dragRotate={false}
        touchPitch={false}
        attributionControl={false}
        cooperativeGestures={false}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {styleUrl && <AttributionControl position="bottom-right" compact />}
        {points.map((p) => {
          const price = p.price === null ? t(p.kind === 'sold' ? 'sold' : 'forSale') : formatShortPrice(p.price);
          return (
            <Marker key={p.id} longitude={p.longitude} latitude={p.latitude} anchor="bottom">
              <a
                href={p.path}
                className={`${pins.pin} ${styles.pinLink} ${p.kind === 'sold' ? pins.sold : ''}`}
                aria-label={t(p.kind === 'sold' ? 'soldPin' : 'activePin', { price, address: p.address })}
                data-testid="comparables-map-pin"
              >
                {price}
              </a>
            </Marker>
          );
        })}
        {home && (
          <Marker longitude={home.longitude} latitude={home.latitude} anchor="center" style={{ zIndex: 3 }}>
            <span className={styles.home} role="img" aria-label={t('home')} data-testid="comparables-map-home" />
          </Marker>
        )}
      </MapGL>
    </div>
  );
}
