/** /featured-listings: shapes shared by the API, its service and the screen (a plain module, safe for client code). */

/** How many featured cards the home page shows (two rows of four on a desktop); lib/home uses it. */
export const HOME_FEATURED_SHOWN = 8;

/** At most this many chosen listings (three rows of the home page's eight; the page shows FEATURED_COUNT of them). */
export const FEATURED_MAX = 24;

export interface FeaturedListing {
  id: number;
  address: string;
  city: string;
  mlsNumber: string;
  price: number;
  status: string;
  statusTitle: string;
  /** The first photo, or the placeholder. */
  photo: string;
  /** The listing's page on the site. */
  url: string;
  /** Whether the home page can show it now: a listing the site shows, for sale. Off-market chosen ones are skipped, not dropped. */
  onSite: boolean;
}

export interface FeaturedList {
  /** The chosen listings in home-page order; empty: the home page uses the old rule (the company's own agents' newest). */
  listings: FeaturedListing[];
  updatedAt: string | null;
}
