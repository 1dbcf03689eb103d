/** SPEC §9 / §6: pictures a visitor sees before signing up (the `fp` cookie may say otherwise). */
export const FREE_PICTURES_DEFAULT = 3;
/** SPEC §3: the cookie (set from the `fp` query parameter) that changes the free number. */
export const FREE_PICTURES_COOKIE = 'fp';
/** SPEC §9: an agent's allowance ("free houses for an agent"), in effect unlimited. */
export const AGENT_PICTURES = 999_999;

export type PictureViewer = 'visitor' | 'partial-lead' | 'lead' | 'agent';

/**
 * How many of a listing's photos this viewer may see (SPEC §6): fully authorised leads all of
 * them, agents 999999, visitors and partly signed-up leads the free allowance — the `fp` cookie
 * (a whole number) when it is set, else the sign-up prompt's number (an A/B variant's, or the
 * site's default prompt: docs/admin.md "A/B tests"), else 3.
 */
export function pictureLimit(viewer: PictureViewer, fpCookie: string | undefined, promptPictures: number = FREE_PICTURES_DEFAULT): number {
  if (viewer === 'agent') return AGENT_PICTURES;
  if (viewer === 'lead') return Number.POSITIVE_INFINITY;
  const fp = fpCookie !== undefined && /^\d{1,4}$/.test(fpCookie) ? Number(fpCookie) : null;
  return fp ?? promptPictures;
}

/**
 * SPEC §9 "image indexes loaded first: 0, 1, last": the photos to load at once, the rest later
 * (a slider opens on the first, and its left arrow goes to the last).
 */
export function firstLoadedPhotos(count: number): number[] {
  if (count <= 0) return [];
  return [...new Set([0, 1, count - 1].filter((i) => i < count))];
}
