/**
 * Plain types shared by the RESO client, the mapping, the importer and the admin screens
 * (no server-only code here: the admin screen's client components read these shapes).
 */

/** How a feed authenticates (DESIGN §10); stored sealed (lib/feeds/secrets.ts), never answered. */
export type FeedAuth =
  | { type: 'bearer'; token: string }
  | { type: 'client_credentials'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string };

/** A RESO Data Dictionary record as a feed sends it (field names as in the Data Dictionary). */
export type ResoRecord = Record<string, unknown>;

/** One page of an OData answer. */
export interface ResoPage {
  records: ResoRecord[];
  /** `@odata.nextLink`, already checked to be on the feed's own host; null on the last page. */
  nextLink: string | null;
  /** `@odata.count` when asked for and given. */
  count: number | null;
  /**
   * Entries of `value` that are not JSON objects (null, a number, a list): left out of `records`
   * and named here (index in the page's `value`, from 0) for the run's errors.
   */
  rejected?: { index: number; message: string }[];
}

/** A photo of a listing as the feed describes it (RESO Media resource). */
export interface MappedMedia {
  /** MediaKey, or the URL when the feed gives no key. */
  key: string;
  url: string;
  /** Order (0 first); the feed's order, renumbered from 0 without gaps. */
  order: number;
  caption: string | null;
  /** ImageWidth / ImageHeight in pixels when the feed gives them (property_images.width/height). */
  width?: number | null;
  height?: number | null;
}
