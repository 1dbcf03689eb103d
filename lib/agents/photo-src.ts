/**
 * SPEC §9 image widths for agent photos: an avatar is 175 px where the site shows an agent, a
 * CRM agent 90 px. Our photo routes (/images/agents/… for the seeded photos, /api/agents/{id}/photo
 * for uploads) serve a resized copy for `?w=`; only the widths below are made (1x and 2x of each
 * place), so nobody can ask the server for a thousand sizes. Plain: components and tests use it.
 */
export const AVATAR_WIDTH = 175;
export const CRM_AGENT_WIDTH = 90;
export const AGENT_PHOTO_WIDTHS = [CRM_AGENT_WIDTH, AVATAR_WIDTH, CRM_AGENT_WIDTH * 2, AVATAR_WIDTH * 2] as const;
export type AgentPhotoWidth = (typeof AGENT_PHOTO_WIDTHS)[number];
export type AgentPhotoPlace = typeof AVATAR_WIDTH | typeof CRM_AGENT_WIDTH;

// Only our own routes resize; a photo URL from elsewhere (an import) is used as it is.
const OWN_PHOTO = /^\/(?:images\/agents\/[A-Za-z0-9-]+\.jpg|api\/agents\/\d+\/photo)(?:\?[^#]*)?$/;

/** The width `?w=` asks for, null when absent, or 'bad' for anything not in AGENT_PHOTO_WIDTHS. */
export function photoWidthOf(value: string | null): AgentPhotoWidth | null | 'bad' {
  if (value === null) return null;
  const width = Number(value);
  return /^[1-9]\d{1,2}$/.test(value) && (AGENT_PHOTO_WIDTHS as readonly number[]).includes(width) ? (width as AgentPhotoWidth) : 'bad';
}

/** The photo URL at a width (`?w=`, keeping `v=`); another site's URL, or none, comes back as it is. */
export function agentPhotoSrc(url: string, width: AgentPhotoWidth): string;
export function agentPhotoSrc(url: string | null | undefined, width: AgentPhotoWidth): string | null;
export function agentPhotoSrc(url: string | null | undefined, width: AgentPhotoWidth): string | null {
  if (!url) return null;
  if (!OWN_PHOTO.test(url)) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  return `${path}?${params.toString()}`;
}

/**
 * img attributes for a place (175 on the site, 90 in the CRM) shown `shown` CSS px wide: the
 * place's width and its 2x as `w` candidates, so the browser takes the smallest that is sharp at
 * its pixel ratio (an 88 px card on a 2x screen takes the 175). Another site's URL: src only.
 */
export function agentPhotoAttrs(url: string, place: AgentPhotoPlace, shown: number = place): { src: string; srcSet?: string; sizes?: string } {
  if (!OWN_PHOTO.test(url)) return { src: url };
  const double = (place * 2) as AgentPhotoWidth;
  return { src: agentPhotoSrc(url, place), srcSet: `${agentPhotoSrc(url, place)} ${place}w, ${agentPhotoSrc(url, double)} ${double}w`, sizes: `${shown}px` };
}
