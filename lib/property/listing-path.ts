import { parseListingId } from './listing-id';

/** The pages of one listing (SPEC §2): its details and its showing schedule, both /{page}/{address-slug}/{id}. */
export const LISTING_PAGES = ['/homedetails', '/schedule'] as const;
export type ListingPage = (typeof LISTING_PAGES)[number];

/** `/{page}/{slug}/{id}` (or `/{page}/{id}`) → the page and the id; null when the path is not of that form. */
export function listingPath(pathname: string): { page: ListingPage; id: number | null } | null {
  const page = LISTING_PAGES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (page === undefined) return null;
  const match = /^\/(?:[^/]+\/)?([^/]+)\/?$/.exec(pathname.slice(page.length));
  return { page, id: match?.[1] === undefined ? null : parseListingId(match[1]) };
}
