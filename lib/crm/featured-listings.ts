import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { companies, featuredListings } from '@/lib/db/schema';
import { unprocessable } from '@/lib/http/errors';
import { scopeCondition } from '@/lib/search/conditions';
import { escapeLike } from '@/lib/search/like';
import { defaultStatusTitle, imageUrls, propertyUrl } from '@/lib/search/property-json';
import { listingScope } from '@/lib/search/scope';
import { invalidateCompany, type Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { FEATURED_MAX, type FeaturedList, type FeaturedListing } from './featured-types';

interface Row {
  id: number;
  unparsed_address: string;
  city: string;
  listing_id: string;
  price: number | string;
  status: string;
  photos_count: number;
  on_site: boolean;
}

/** What the public site offers for sale: the visitor's scope (feeds, types, statuses) and the for-sale statuses. */
export const forSaleOnSite = (company: Company, alias = 'p'): SQL => scopeCondition(listingScope(company, false), {}, alias);

const columns = (company: Company) =>
  sql`p.id, p.unparsed_address, p.city, p.listing_id, p.price, p.status, p.photos_count, (${forSaleOnSite(company)}) as on_site`;

function toListing(company: Company, row: Row): FeaturedListing {
  const title = company.settings.propertyStatuses.find((s) => s.param === row.status)?.title ?? defaultStatusTitle(row.status);
  return {
    id: row.id,
    address: row.unparsed_address,
    city: row.city,
    mlsNumber: row.listing_id,
    price: Number(row.price),
    status: row.status,
    statusTitle: title,
    photo: imageUrls(row.id, row.photos_count, 1)[0] ?? imageUrls(row.id, 0)[0] ?? '',
    url: propertyUrl(row.id, row.unparsed_address),
    onSite: Boolean(row.on_site),
  };
}

/** GET /api/crm/featured-listings: the company's chosen listings in order, each saying whether the home page can show it now. */
export async function listFeatured(company: Company): Promise<FeaturedList> {
  const rows = await queryRows<Row & { added_at: Date | string }>(sql`
    select ${columns(company)}, f.added_at from featured_listings f join properties p on p.id = f.property_id
    where f.company_id = ${company.id} order by f.position, p.id`);
  const latest = rows.reduce<number | null>((max, r) => Math.max(max ?? 0, new Date(r.added_at).getTime()), null);
  return { listings: rows.map((r) => toListing(company, r)), updatedAt: latest === null ? null : new Date(latest).toISOString() };
}

/**
 * PUT /api/crm/featured-listings: the list replaced, in one transaction, with an audit entry.
 * Every id must be a listing the company's site shows for sale now (another company's feed, a
 * sold or off-market listing, no such listing: 422 naming propertyIds, nothing written), or one
 * already in the list: a chosen listing that left the market may be kept (and reordered) so it
 * comes back when it returns; removing it is the manager's choice. The
 * company object is dropped from its cache so the home page (cached per company object for a
 * minute) reads the new choice on its next request.
 */
export async function replaceFeatured(company: Company, access: CrmAccess, propertyIds: number[], request: { headers: Headers }): Promise<FeaturedList> {
  if (propertyIds.length > 0) {
    const ids = sql.join(propertyIds.map((id) => sql`${id}`), sql`, `);
    // A listing already chosen may stay while it is off the market (the home page skips it until it returns).
    const found = await queryRows<{ id: number }>(sql`select p.id from properties p where p.id in (${ids})
      and (${forSaleOnSite(company)} or exists (select 1 from featured_listings f where f.company_id = ${company.id} and f.property_id = p.id))`);
    const ok = new Set(found.map((r) => r.id));
    const bad = propertyIds.filter((id) => !ok.has(id));
    if (bad.length > 0) {
      const message = `not a listing for sale on this site: ${bad.join(', ')}`;
      throw unprocessable(`propertyIds: ${message}`, { propertyIds: message });
    }
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Two saves at once take turns on the company row: the second replaces the first's list instead of colliding with it.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const before = await tx.select({ id: featuredListings.propertyId }).from(featuredListings).where(eq(featuredListings.companyId, company.id)).orderBy(asc(featuredListings.position));
    await tx.delete(featuredListings).where(eq(featuredListings.companyId, company.id));
    if (propertyIds.length > 0) {
      await tx.insert(featuredListings).values(propertyIds.map((propertyId, position) => ({ companyId: company.id, propertyId, position, addedBy: access.agentId })));
    }
    await recordAudit(
      { companyId: company.id, agentId: access.agentId, action: 'crm.featured-listings.update', outcome: 'success', subject: `${propertyIds.length} featured listings`, data: { from: before.map((r) => r.id), to: propertyIds } },
      request,
      tx,
    );
  });
  await invalidateCompany(company.id);
  return listFeatured(company);
}

const CANDIDATES_SHOWN = 10;

/**
 * GET /api/crm/featured-listings/candidates?q=: listings for sale on the site to add, by MLS #
 * (exact), address (the trigram index's ILIKE) or city (prefix), newest first. Fewer than two
 * characters find nothing: every listing would match.
 */
export async function featuredCandidates(company: Company, q: string): Promise<FeaturedListing[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const like = `%${escapeLike(text)}%`;
  const prefix = `${escapeLike(text)}%`;
  const rows = await queryRows<Row>(sql`
    select ${columns(company)} from properties p
    where ${forSaleOnSite(company)}
      and (p.listing_id = ${text} or p.unparsed_address ilike ${like} or lower(p.city) like lower(${prefix}))
    order by (p.listing_id = ${text}) desc, p.listed_at desc, p.id desc limit ${CANDIDATES_SHOWN}`);
  return rows.map((r) => toListing(company, r));
}

export { FEATURED_MAX };
