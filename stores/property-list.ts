'use client';

// The property list state (SPEC §3 "Property list state") and its rules (SPEC §4 "Property list").
import { create } from 'zustand';
import type { PropertyJson } from '@/lib/search/property-json';
import type { SeoTexts } from '@/lib/search/seo-texts';
import { DEFAULT_VIEW_MODE, toViewMode, type ViewMode } from '@/lib/search/view-mode';

/** SPEC §9: per-page constant, also the cap on similar properties. */
export const LIST_PER_PAGE = 10;

import type { Pagination } from '@/lib/http/pagination';

export type { Pagination };

export interface MapCluster {
  center: { lat: number; lon: number } | null;
  count: number;
}

export interface PropertyListState {
  properties: PropertyJson[];
  total: number;
  pagination: Pagination | null;
  similarProperties: PropertyJson[];
  propertiesByMapBounds: PropertyJson[];
  /** Photo links per property id. */
  images: Record<number, string[]>;
  seoTexts: SeoTexts | null;
  viewMode: ViewMode;
  prevScrollY: number;
  extendedCriteria: boolean;
  clusters: MapCluster[];
  housesAmountOnMap: number;
  housesAmountOnMapTotal: number;
  /** A new list replaces the properties (SPEC §4). */
  setProperties: (list: { data: PropertyJson[]; pagination: Pagination } | null | undefined) => void;
  /** Adding a page appends and updates the pagination. */
  addPage: (list: { data: PropertyJson[]; pagination: Pagination } | null | undefined) => void;
  /** Similar properties leave out those already listed and are capped at the page size. */
  setSimilarProperties: (list: PropertyJson[]) => void;
  /** A deal rating update sets the rating and marks it manual. */
  updateDealRating: (id: number, rating: number) => void;
  /** Empty-array SEO texts become null. */
  setSeoTexts: (texts: SeoTexts | readonly unknown[] | null | undefined) => void;
  /** viewMode falls back to the default. */
  setViewMode: (mode: unknown) => void;
  setPrevScrollY: (y: number) => void;
  /** Clusters without a centre are not clusters: their count comes off the houses amount. */
  setClusters: (clusters: MapCluster[], total: number) => void;
}

export const MISSED_DATA = 'Missed data when setting properties';

const withImages = (images: Record<number, string[]>, list: PropertyJson[]) => {
  const next = { ...images };
  for (const p of list) next[p.id] = p.images;
  return next;
};

/** The store's initial values, also for tests. */
export const initialPropertyList = {
  properties: [] as PropertyJson[],
  total: 0,
  pagination: null as Pagination | null,
  similarProperties: [] as PropertyJson[],
  propertiesByMapBounds: [] as PropertyJson[],
  images: {} as Record<number, string[]>,
  seoTexts: null as SeoTexts | null,
  viewMode: DEFAULT_VIEW_MODE as ViewMode,
  prevScrollY: 0,
  extendedCriteria: false,
  clusters: [] as MapCluster[],
  housesAmountOnMap: 0,
  housesAmountOnMapTotal: 0,
};

export const usePropertyList = create<PropertyListState>()((set, get) => ({
  ...initialPropertyList,
  setProperties: (list) => {
    if (!list?.data || !list.pagination) throw new Error(MISSED_DATA);
    set({ properties: list.data, pagination: list.pagination, total: list.pagination.total, images: withImages(get().images, list.data) });
  },
  addPage: (list) => {
    if (!list?.data || !list.pagination) throw new Error(MISSED_DATA);
    const { properties, images } = get();
    const known = new Set(properties.map((p) => p.id));
    const added = list.data.filter((p) => !known.has(p.id));
    set({ properties: [...properties, ...added], pagination: list.pagination, total: list.pagination.total, images: withImages(images, added) });
  },
  setSimilarProperties: (list) => {
    const listed = new Set(get().properties.map((p) => p.id));
    set({ similarProperties: list.filter((p) => !listed.has(p.id)).slice(0, LIST_PER_PAGE) });
  },
  updateDealRating: (id, rating) => {
    const rate = (p: PropertyJson): PropertyJson => (p.id === id ? { ...p, attributes: { ...p.attributes, rating, isManuallyRated: true } } : p);
    const { properties, similarProperties, propertiesByMapBounds } = get();
    set({ properties: properties.map(rate), similarProperties: similarProperties.map(rate), propertiesByMapBounds: propertiesByMapBounds.map(rate) });
  },
  setSeoTexts: (texts) => set({ seoTexts: texts === null || texts === undefined || Array.isArray(texts) ? null : (texts as SeoTexts) }),
  setViewMode: (mode) => set({ viewMode: toViewMode(mode) }),
  setPrevScrollY: (y) => set({ prevScrollY: y }),
  setClusters: (clusters, total) => {
    const centred = clusters.filter((c) => c.center !== null);
    const lost = clusters.filter((c) => c.center === null).reduce((sum, c) => sum + c.count, 0);
    set({ clusters: centred, housesAmountOnMap: Math.max(0, total - lost), housesAmountOnMapTotal: total });
  },
}));
