/** Numbers shown with comma thousands separators (SPEC §9). */
export const formatCount = (n: number) => n.toLocaleString('en-US');

export const formatPrice = (dollars: number) => `$${Math.round(dollars).toLocaleString('en-US')}`;

const DAY_MS = 86_400_000;

/** Whole days a listing has been on the site, as of `now`; never negative. */
export function daysOnSite(listedAt: string | null, now: number): number | null {
  if (listedAt === null) return null;
  const listed = Date.parse(listedAt);
  return Number.isNaN(listed) ? null : Math.max(0, Math.floor((now - listed) / DAY_MS));
}
