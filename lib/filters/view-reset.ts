import type { Bounds, SelectedFilters } from './types';

const sameBounds = (a: Bounds | null, b: Bounds | null) =>
  a === b || (a !== null && b !== null && a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north);

const sameSuggestions = (a: SelectedFilters['suggestions'], b: SelectedFilters['suggestions']) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof SelectedFilters['suggestions']>;
  return [...keys].every((k) => (a[k] ?? []).join('\u0000') === (b[k] ?? []).join('\u0000'));
};

/**
 * SPEC §4: when a new search keeps the same suggestions and its bounds and zoom equal the
 * current ones, the map view is not part of what the visitor asked for: bounds and zoom
 * go back to the defaults (null: the default map view), so the search is not stuck on an
 * old viewport.
 */
export function resetUnchangedView(current: SelectedFilters, next: SelectedFilters): SelectedFilters {
  if (!sameSuggestions(current.suggestions, next.suggestions)) return next;
  if (!sameBounds(current.bounds, next.bounds) || current.zoom !== next.zoom) return next;
  if (next.bounds === null && next.zoom === null) return next;
  return { ...next, bounds: null, zoom: null };
}
