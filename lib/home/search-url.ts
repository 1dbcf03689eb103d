import { emptyFilters } from '@/lib/filters/defaults';
import { PIPE_SEPARATED_KEYS, SUGGESTION_KEYS, type SelectedFilters } from '@/lib/filters/types';

const REAL_ESTATE_PATH = '/real-estate';
const pipeSeparated: readonly string[] = PIPE_SEPARATED_KEYS;

/** As forms write it: spaces as '+', commas left readable. */
const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%20/g, '+');

/**
 * Where the home page's search box goes: the search box's choice applied to nothing chosen
 * (the home page has no filters of its own), as /real-estate?{search query keys} (SPEC §3
 * names and separators). The server's URL gate answers a place that has a path segment
 * (a town, a location) with a 308 to its canonical URL, so the browser never needs the
 * filter codec here: the home page ships the search box alone. Enter without JavaScript
 * submits the same shape (?keyword=…).
 */
export function homeSearchUrl(recipe: (current: SelectedFilters) => SelectedFilters): string {
  const { suggestions } = recipe(emptyFilters({ field: 'created_at', direction: 'desc' }));
  const query = SUGGESTION_KEYS.flatMap((key) => {
    const values = (suggestions[key] ?? []).filter((v) => v !== '');
    return values.length === 0 ? [] : [`${key}=${encode(values.join(pipeSeparated.includes(key) ? '|' : ','))}`];
  }).join('&');
  return query === '' ? REAL_ESTATE_PATH : `${REAL_ESTATE_PATH}?${query}`;
}
