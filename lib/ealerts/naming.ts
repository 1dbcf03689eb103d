/**
 * E-alert names (SPEC §5, DESIGN §8): a default built from the places and the price range,
 * else "My search"; at most 255 characters, cut rather than refused; a name the lead already
 * uses gets a numeric suffix in brackets, the highest in use plus one.
 */
import { priceRangeLabel } from '@/lib/filters/chips';
import type { SearchQuery, SuggestionKey } from '@/lib/filters/types';

export const MAX_NAME_LENGTH = 255;
export const DEFAULT_NAME = 'My search';

/** Places in the order a search heading names them (lib/search/search-heading.ts). */
const PLACE_KEYS: readonly SuggestionKey[] = ['city_label', 'pl', 'city', 'hood', 'zip', 'area', 'school_district', 'county', 'street', 'address', 'school', 'state', 'keyword'];

const titled = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** A place value as people write it: `city` values may be slugs ("east-hampton"), counties get their word. */
function placeText(key: SuggestionKey, value: string): string {
  if (key === 'city') return titled(value.replace(/-/g, ' '));
  if (key === 'county') return `${titled(value)} County`;
  return value;
}

function places(query: SearchQuery): string[] {
  const found = PLACE_KEYS.flatMap((key) => (query[key] ?? []).map((value) => ({ key, value })));
  // "Riverhead, NY & NY" says nothing more: the state alone names only a search with no other place.
  const named = found.some((place) => place.key !== 'state') ? found.filter((place) => place.key !== 'state') : found;
  return named.map(({ key, value }) => placeText(key, value));
}

/** One place, "A & B", or "A & 3 more". */
function placesLabel(list: readonly string[]): string | null {
  if (list.length === 0) return null;
  if (list.length === 1) return list[0]!;
  if (list.length === 2) return `${list[0]!} & ${list[1]!}`;
  return `${list[0]!} & ${list.length - 1} more`;
}

/** "Riverhead, NY $300K–$600K", "Riverhead, NY", "$300K+", or "My search". */
export function defaultAlertName(query: SearchQuery): string {
  const place = placesLabel(places(query));
  const price = priceRangeLabel({ from: query.minprice ?? null, to: query.maxprice ?? null });
  const name = [place, price].filter((part) => part !== null).join(' ');
  return name === '' ? DEFAULT_NAME : cutName(name);
}

/** At most MAX_NAME_LENGTH characters, never half a surrogate pair. */
function cutName(name: string, max = MAX_NAME_LENGTH): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/** A name as given, tidied: runs of white space (new lines, tabs) become one space; cut to 255. Empty → null. */
export function cleanName(text: string | null | undefined): string | null {
  const name = cutName((text ?? '').replace(/\s+/g, ' ').trim());
  return name === '' ? null : name;
}

const SUFFIX = / \((\d+)\)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `wanted` if no name in `taken` equals it (case-insensitively), else the base name with the
 * highest suffix in use plus one: "Name" → "Name (1)", and with "Name (4)" taken → "Name (5)".
 * A wanted "Name (2)" that is taken counts from "Name" too. The result fits in 255 characters.
 */
export function uniqueName(wanted: string, taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  if (!used.has(wanted.toLowerCase())) return wanted;
  const base = wanted.replace(SUFFIX, '');
  const pattern = new RegExp(`^${escapeRegExp(base.toLowerCase())} \\((\\d+)\\)$`);
  let n = 0;
  for (const name of used) {
    const match = pattern.exec(name);
    if (match) n = Math.max(n, Number(match[1]));
  }
  for (;;) {
    n += 1;
    const suffix = ` (${n})`;
    const candidate = `${cutName(base, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
