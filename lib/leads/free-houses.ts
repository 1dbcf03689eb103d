/** SPEC §3/§4 cookie fh: how many listings a visitor may open before being asked to sign up. */
export const FREE_HOUSES_COOKIE = 'fh';

/**
 * The allowance the fh cookie sets, or null for none (the default: a brokerage turns the
 * wall on by linking with ?fh=N; SPEC gives no default number for visitors).
 */
export function freeHouses(cookie: string | null): number | null {
  return cookie !== null && /^\d{1,6}$/.test(cookie) ? Number(cookie) : null;
}

/** Whether opening one more listing (the viewedHouses count, this one included) is past the allowance. */
export function pastFreeHouses(viewedCount: number, cookie: string | null): boolean {
  const allowed = freeHouses(cookie);
  return allowed !== null && viewedCount > allowed;
}
