/** The search views (SPEC §2 "map view and gallery view", §3 Property list state viewMode). */
export const VIEW_MODES = ['list', 'map', 'gallery'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = 'list';

/** SPEC §4: viewMode falls back to a default (an old cookie, a typo, nothing). */
export function toViewMode(value: unknown): ViewMode {
  return typeof value === 'string' && (VIEW_MODES as readonly string[]).includes(value) ? (value as ViewMode) : DEFAULT_VIEW_MODE;
}
