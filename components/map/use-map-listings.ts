'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import { showPins, type ClustersResponse, type MarkersResponse } from '@/lib/map/listings';
import { clustersPath, markersPath } from '@/lib/map/query';
import { usePropertyList } from '@/stores/property-list';
import type { MapView } from './types';

const fetchJson = <T,>(path: string): Promise<T> => apiGet<T>(path);

// A map refetches on every move; focus or reconnect refetches would only repeat the last view.
// Network failures are retried by the API client's reconnect queue; anything else would fail again.
const OPTIONS = { keepPreviousData: true, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * The listings of the view the map shows: clusters always (they carry the total in view),
 * and pins once the clusters say there are few enough of them.
 */
export function useMapListings(searchQuery: string, view: MapView | null) {
  const clusters = useSWR<ClustersResponse>(view ? clustersPath(searchQuery, view.bounds, view.zoom) : null, fetchJson, OPTIONS);
  const total = clusters.data?.meta.total ?? 0;
  const pinsWanted = view !== null && clusters.data !== undefined && showPins(total, view.zoom);
  const pins = useSWR<MarkersResponse>(pinsWanted && view ? markersPath(searchQuery, view.bounds) : null, fetchJson, OPTIONS);

  // The list page and the count read the clusters from the store (SPEC §3 property list state).
  useEffect(() => {
    if (clusters.data) usePropertyList.getState().setClusters(clusters.data.data, clusters.data.meta.total);
  }, [clusters.data]);

  return {
    clusters: clusters.data?.data ?? [],
    // keepPreviousData would keep old pins on screen after the view has gone back to clusters.
    pins: pinsWanted ? (pins.data?.data ?? []) : [],
    showPins: pinsWanted && pins.data !== undefined,
    loaded: clusters.data !== undefined,
    loading: clusters.isValidating || pins.isValidating,
    error: clusters.error ?? pins.error ?? null,
    retry: () => {
      void clusters.mutate();
      if (pinsWanted) void pins.mutate();
    },
  };
}
