import 'server-only';
import { normalizedName } from '@/lib/agents/listings';
import { queryRows } from '@/lib/db/rows';
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { companyCache } from '@/lib/cache/company-cache';
import { scopeCondition } from '@/lib/search/conditions';
import { listingColumns } from '@/lib/search/listing-columns';
import type { ListingRow } from '@/lib/search/property-json';
import { listingScope } from '@/lib/search/scope';
import { viewerPictureLimit } from '@/lib/property/picture-allowance';
import { toPropertyList } from '@/lib/search/service';
import { HOME_FEATURED_SHOWN } from '@/lib/crm/featured-types';
import type { HomeVariant } from './home-variant';

/** How many cards each section of the home page shows: two rows of four on a desktop. */
export const FEATURED_COUNT = HOME_FEATURED_SHOWN;
export const NEW_COUNT = 8;
/** The seller variant's "recently sold" row. */
export const SOLD_COUNT = 4;

type Listings = Awaited<ReturnType<typeof toPropertyList>>;
export interface HomeListings {
  featured: Listings;
  newest: Listings;
  /** Seller variant only (empty on the default home page). */
  sold: Listings;
  /** When the rows were read: days on site count from it, so server and browser agree. */
  renderedAt: number;
}

// Feeds carry the list agent's name only: both sides are compared as the agent's own page does (lib/agents/listings.ts).
const listAgentName = normalizedName(sql`p.list_agent_full_name`);
const staffName = normalizedName(sql`a.first_name || ' ' || a.last_name`);

function rowsOf(companyId: number, where: SQL, order: SQL, limit: number): Promise<ListingRow[]> {
  return queryRows<ListingRow>(sql`select ${listingColumns(companyId)} from properties p where ${where} order by ${order} limit ${limit}`);
}

const NEWEST_FIRST = sql`p.listed_at desc, p.id desc`;

/**
 * The three rows of the home page, each one query inside the search's scope for this viewer
 * (the company's feeds, types, and the statuses this viewer may see):
 * - featured: the listings a manager chose (/featured-listings, lib/crm/featured-listings.ts) in
 *   their order, those still for sale; then, to fill the row, the company's own listings for sale
 *   (those whose list agent is one of its active agents), newest first;
 * - newest: the newest homes for sale, leaving out the featured ones (no card twice on a page);
 * - sold (seller variant): the latest sales, by close date.
 */
async function load(viewer: Viewer, variant: HomeVariant): Promise<HomeListings> {
  const company = viewer.company;
  const scope = listingScope(company, viewer.agent !== null);
  const forSale = scopeCondition(scope, {});
  const ownAgents = sql`${listAgentName} in (select ${staffName} from agents a where a.company_id = ${company.id} and a.is_active)`;
  // The manager's choice (/featured-listings) in its order, skipping what is no longer for sale;
  // the old rule fills the row when fewer are left. Both read at once: one round trip.
  const [chosenRows, ownRows] = await Promise.all([
    queryRows<ListingRow>(sql`select ${listingColumns(company.id)} from featured_listings f join properties p on p.id = f.property_id
      where f.company_id = ${company.id} and ${forSale} order by f.position limit ${FEATURED_COUNT}`),
    rowsOf(company.id, sql`${forSale} and ${ownAgents}`, NEWEST_FIRST, FEATURED_COUNT),
  ]);
  const chosenIds = new Set(chosenRows.map((r) => r.id));
  const featuredRows = [...chosenRows, ...ownRows.filter((r) => !chosenIds.has(r.id))].slice(0, FEATURED_COUNT);
  const featuredIds = featuredRows.map((r) => r.id);
  const notFeatured = featuredIds.length > 0 ? sql` and p.id not in (${sql.join(featuredIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const [newestRows, soldRows] = await Promise.all([
    rowsOf(company.id, sql`${forSale}${notFeatured}`, NEWEST_FIRST, NEW_COUNT),
    variant === 'seller' ? rowsOf(company.id, scopeCondition(scope, { status: ['s'] }), sql`p.close_date desc nulls last, p.id desc`, SOLD_COUNT) : Promise.resolve([]),
  ]);
  const [featured, newest, sold] = await Promise.all([toPropertyList(viewer, featuredRows), toPropertyList(viewer, newestRows), toPropertyList(viewer, soldRows)]);
  return { featured, newest, sold, renderedAt: Date.now() };
}

/**
 * DESIGN §1: the home page's rows do not depend on the visitor, so anonymous visitors share
 * them per company for a minute, as the search page's first results are shared
 * (lib/search/search-page.ts), one copy per free-picture number (the `fp` cookie: the cards carry
 * only the photos a visitor may see). Leads (favourite hearts) and agents (more statuses) read
 * fresh. Keyed by the company's cache version (lib/cache/company-cache.ts), so new settings (a
 * status offered, sold prices hidden) never serve rows built under the old ones, on any instance.
 */
const visitorRows = companyCache<HomeListings>('home-listings', { ttlMs: 60_000, max: 500 });

export async function loadHomeListings(viewer: Viewer, variant: HomeVariant): Promise<HomeListings> {
  if (viewer.lead !== null || viewer.agent !== null) return load(viewer, variant);
  const key = `${variant}:${await viewerPictureLimit(viewer)}`;
  return visitorRows.get(viewer.company.id, key, () => load(viewer, variant));
}
