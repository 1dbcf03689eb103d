import type { Bounds, LatLon } from '@/lib/filters/types';

/** What the search pages hand the map (components/map/lazy-search-map.tsx). */
export interface SearchMapProps {
  /** The current search as an API query string WITHOUT bounds, zoom and page (e.g. "city_label=Riverhead%2C+NY&minbeds=3&status=a,s"). It may contain pts (the drawn polygon). */
  searchQuery: string;
  /** The map view the URL holds; null: SPEC's default view (lat 40.92, lon -72.66, zoom 12). */
  bounds: Bounds | null;
  zoom: number | null;
  /** The drawn area (polygon), or null. */
  polygon: LatLon[] | null;
  /** Company map style URL; null: a bundled offline style (background + simple layers; nothing fetched from the internet). */
  styleUrl: string | null;
  /** The visitor moved or zoomed the map (moveend caused by the user, not by the code): search these bounds. Rounded so they survive the URL (7 decimals max; bounds in GeoJSON order west,south,east,north; zoom an integer 1–20). */
  onViewChange: (view: { bounds: Bounds; zoom: number }) => void;
  /** The visitor finished drawing an area (>= 3 points) or removed it (null). */
  onPolygonChange: (pts: LatLon[] | null) => void;
}

/** The view the map shows now, as the API takes it. */
export interface MapView {
  bounds: Bounds;
  zoom: number;
}
