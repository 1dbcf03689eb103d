/**
 * Community page URLs (docs/community.md): /communities lists the towns a company serves and
 * /communities/{town-slug} is one town, its slug the search's city_state segment (DESIGN §4:
 * `{city-slug}-{st}`, e.g. riverhead-ny), so one town has one name across the site.
 */
export const COMMUNITIES_PATH = '/communities';

const TOWN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/;

/** "riverhead" + "NY" → "riverhead-ny". */
export const townSlug = (citySlug: string, state: string) => `${citySlug}-${state.toLowerCase()}`;

export const communityUrl = (slug: string) => `${COMMUNITIES_PATH}/${slug}`;

export const isCommunityPath = (pathname: string) => pathname === COMMUNITIES_PATH || pathname.startsWith(`${COMMUNITIES_PATH}/`);

/**
 * What a /communities path asks for: the index, one town's slug, or nothing we serve (a
 * malformed slug, upper case, a trailing or deeper segment) — the last answers 404.
 */
export function readCommunityPath(pathname: string): { kind: 'index' } | { kind: 'town'; slug: string } | { kind: 'invalid' } {
  if (pathname === COMMUNITIES_PATH) return { kind: 'index' };
  const slug = pathname.slice(COMMUNITIES_PATH.length + 1);
  return TOWN_SLUG.test(slug) ? { kind: 'town', slug } : { kind: 'invalid' };
}
