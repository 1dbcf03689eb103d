'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { Marker } from 'react-map-gl/maplibre';
import { clusterDiameter, shortCount, type MapCluster } from '@/lib/map/listings';
import styles from './pins.module.css';

interface Props {
  clusters: MapCluster[];
  onZoomTo: (cluster: MapCluster) => void;
}

/** One round button per cluster, sized by its count; pressing it zooms into the cluster. */
export const ClusterPins = memo(function ClusterPins({ clusters, onZoomTo }: Props) {
  const t = useTranslations('Map');
  return clusters.map((cluster) => {
    const size = clusterDiameter(cluster.count);
    const { west, south, east, north } = cluster.bounds;
    return (
      <Marker key={`${west},${south},${east},${north}`} longitude={cluster.center.lon} latitude={cluster.center.lat} anchor="center">
        <button
          type="button"
          className={styles.cluster}
          style={{ width: size, height: size }}
          aria-label={t('cluster', { count: cluster.count })}
          data-map-pin=""
          onClick={() => onZoomTo(cluster)}
        >
          {shortCount(cluster.count)}
        </button>
      </Marker>
    );
  });
});
