import type { FilterContext } from '@/lib/filters/types';

/** A code and its title as the company names it (property types, statuses). */
export interface CodeTitle {
  param: string;
  title: string;
}

/** A company's filter group with the titles of its features (SPEC §2 advanced filters). */
export interface FeatureGroup {
  title: string;
  features: CodeTitle[];
}

/**
 * Everything the search pages' client code needs to know about the company: what the filter
 * codec checks against, what the filter panels show, the map style. Plain data, no secrets,
 * built on the server (./search-config-server.ts) and handed to client components as a prop.
 */
export interface SearchConfig {
  ctx: FilterContext;
  types: CodeTitle[];
  statuses: CodeTitle[];
  /** SPEC §2: a control shows when there is no configuration, or its entry is truthy. */
  fieldsConfiguration: Record<string, boolean> | null;
  showDealRatings: boolean;
  filterGroups: FeatureGroup[];
  /** Company map style; null: the bundled offline style. */
  mapStyleUrl: string | null;
}

/** Advanced-filter controls (SPEC §2) and their fieldsConfiguration keys, in SPEC's order. */
export const ADVANCED_CONTROLS = [
  'square', 'year', 'garages', 'basement', 'acres', 'daysOnSite', 'maxHoa', 'assumableRate', 'stories', 'priceReduced', 'photo',
] as const;
export type AdvancedControl = (typeof ADVANCED_CONTROLS)[number];

/** SPEC §2: shown when there is no configuration, or its entry is truthy. */
export function isControlEnabled(config: Pick<SearchConfig, 'fieldsConfiguration'>, control: AdvancedControl): boolean {
  const entries = config.fieldsConfiguration;
  return entries === null || entries[control] === true;
}
