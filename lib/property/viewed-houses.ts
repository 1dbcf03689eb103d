/** SPEC §3 cookie viewedHouses: the listings a visitor opened, newest first, as comma-separated ids. */
export const VIEWED_HOUSES_COOKIE = 'viewedHouses';
/** Enough to mark a visitor's recent homes as viewed once they sign up; a cookie stays small. */
export const MAX_VIEWED_HOUSES = 50;

/** The cookie's ids, newest first; unreadable entries are dropped. */
export function readViewedHouses(cookie: string | null): number[] {
  return (cookie ?? '').split(',').filter((s) => /^\d{1,10}$/.test(s)).map(Number);
}

/** The cookie's list with `id` moved to the front. */
export function addViewedHouse(cookie: string, id: number): string {
  return [id, ...readViewedHouses(cookie).filter((n) => n !== id)].slice(0, MAX_VIEWED_HOUSES).join(',');
}
