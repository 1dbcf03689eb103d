/**
 * The city_state segment of /real-estate (DESIGN §4: `{city-slug}-{st}`, e.g. riverhead-ny)
 * ⇄ a city_label suggestion ("Riverhead, NY"). The label is rebuilt from the slug by
 * title-casing its words, so only labels already in that form ("East Hampton, NY") can be
 * written as a segment; others ("St. James, NY") travel as the city_label query key.
 */

const CITY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;
const LABEL = /^(.+), ([A-Z]{2})$/;

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "east-hampton-ny" → "East Hampton, NY"; null unless the slug is lower-case `{words}-{st}`. */
export function cityLabelFromSlug(slug: string): string | null {
  if (!CITY_SLUG.test(slug)) return null;
  const words = slug.split('-');
  const state = words.pop() ?? '';
  return `${words.map(titleCase).join(' ')}, ${state.toUpperCase()}`;
}

/** "East Hampton, NY" → "east-hampton-ny"; null when the slug would not read back as this very label. */
export function citySlugFromLabel(label: string): string | null {
  const match = LABEL.exec(label);
  if (match === null) return null;
  const [, city = '', state = ''] = match;
  const words = city.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  const slug = `${words}-${state.toLowerCase()}`;
  return cityLabelFromSlug(slug) === label ? slug : null;
}
