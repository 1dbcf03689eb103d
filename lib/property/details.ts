import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { featureGroups, features, mlsSources, openHouses, priceHistory, propertyFeatures, propertySchools, schools } from '@/lib/db/schema';
import type { SearchQuery } from '@/lib/filters/types';
import { extraInfoFor } from '@/lib/search/company-overrides';
import { listingColumns } from '@/lib/search/listing-columns';
import { pricesHidden, type ListingRow, type PropertyJson } from '@/lib/search/property-json';
import { searchListings, showsSoldPrices, toPropertyList } from '@/lib/search/service';
import { listingAgent, type AgentCard } from './agent-card';
import { listingAccess } from './listing-access';
import { queryRows } from '@/lib/db/rows';

/** SPEC §9: similar properties per list (the per-page constant). */
const SIMILAR_COUNT = 10;
/** Similar homes cost about the same: within a quarter of the price either way. */
const SIMILAR_PRICE_SPREAD = 0.25;

export type ListingDetails = Awaited<ReturnType<typeof buildDetails>>;
export type DetailsResult = { kind: 'ok'; details: ListingDetails } | { kind: 'missing' } | { kind: 'unavailable' };

/** The list item's columns plus what only the details page shows. */
interface DetailsRow extends ListingRow {
  public_remarks: string | null;
  source_id: number;
  list_agent_full_name: string | null;
  extra_info: Record<string, unknown>;
  bathrooms_full: number | null;
  bathrooms_half: number | null;
  original_list_price: number | null;
  county_or_parish: string | null;
  subdivision_name: string | null;
  school_district: string | null;
}

/** The listing as this company shows it: its own corrections (rating, extra information) over the feed's. */
async function listingRow(companyId: number, id: number): Promise<DetailsRow | null> {
  const [row] = await queryRows<DetailsRow>(sql`select ${listingColumns(companyId)}, p.public_remarks, p.source_id, p.list_agent_full_name, ${extraInfoFor(companyId)} as extra_info,
    p.bathrooms_full, p.bathrooms_half, p.original_list_price, p.county_or_parish, p.subdivision_name, p.school_district
    from properties p where p.id = ${id}`);
  return row ?? null;
}

/** The listing's features in their groups (SPEC §3 features), in the vocabulary's order. */
async function listingFeatures(id: number) {
  const db = await getDb();
  const found = await db
    .select({ group: featureGroups.title, groupPosition: featureGroups.position, param: features.param, title: features.title })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .innerJoin(featureGroups, eq(featureGroups.id, features.groupId))
    .where(eq(propertyFeatures.propertyId, id))
    .orderBy(asc(featureGroups.position), asc(features.title));
  const groups: { title: string; features: { param: string; title: string }[] }[] = [];
  for (const f of found) {
    const last = groups[groups.length - 1];
    if (last?.title === f.group) last.features.push({ param: f.param, title: f.title });
    else groups.push({ title: f.group, features: [{ param: f.param, title: f.title }] });
  }
  return groups;
}

async function listingSchools(id: number) {
  const db = await getDb();
  return db
    .select({ name: schools.name, level: schools.level, district: schools.district, grades: schools.grades, rating: schools.rating, distanceMiles: propertySchools.distanceMiles })
    .from(propertySchools)
    .innerJoin(schools, eq(schools.id, propertySchools.schoolId))
    .where(eq(propertySchools.propertyId, id))
    .orderBy(asc(propertySchools.distanceMiles));
}

/**
 * The price history, oldest first. Where this viewer may not see sold prices, a sale's price
 * is left out (also an earlier sale of a home for sale again), and a sold home's history
 * carries no price at all: its last asking price foretells the sale price.
 */
async function listingPriceHistory(id: number, status: string, showSoldPrice: boolean) {
  const db = await getDb();
  const events = await db
    .select({ date: priceHistory.eventDate, event: priceHistory.event, price: priceHistory.price })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, id))
    .orderBy(asc(priceHistory.eventDate), asc(priceHistory.id));
  const hideAll = pricesHidden(status, showSoldPrice);
  return events.map((e) => ({ date: e.date, event: e.event, price: hideAll || (e.event === 'sold' && !showSoldPrice) ? null : e.price }));
}

async function upcomingOpenHouses(id: number, now: Date) {
  const db = await getDb();
  return db
    .select({ startsAt: openHouses.startsAt, endsAt: openHouses.endsAt, remarks: openHouses.remarks })
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, id), gte(openHouses.endsAt, now)))
    .orderBy(asc(openHouses.startsAt));
}

async function source(sourceId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ code: mlsSources.code, name: mlsSources.name, legalDisclaimer: mlsSources.legalDisclaimer, lastSyncAt: mlsSources.lastSyncAt })
    .from(mlsSources)
    .where(eq(mlsSources.id, sourceId));
  return row ?? null;
}

/**
 * Homes like this one, through the search (so scope, sold-price and status rules are the
 * search's). Homes for sale are those near its price; where its price is hidden from this
 * viewer (a sold home, sold prices after sign-up) the town's newest of its type instead, since
 * homes chosen around a hidden price would tell it.
 */
async function similarHomes(viewer: Viewer, row: ListingRow, sold: boolean, showSoldPrice: boolean) {
  const nearPrice = !sold && !pricesHidden(row.status, showSoldPrice);
  const query: SearchQuery = {
    city_label: [`${row.city}, ${row.state_or_province}`],
    type: [row.property_type],
    ...(sold ? { status: ['s'], maxdayssold: 365 } : {}),
    ...(nearPrice ? { minprice: Math.round(row.price * (1 - SIMILAR_PRICE_SPREAD)), maxprice: Math.round(row.price * (1 + SIMILAR_PRICE_SPREAD)) } : {}),
    sort: nearPrice ? { field: 'price', direction: 'desc' } : { field: 'created_at', direction: 'desc' },
  };
  const { data } = await searchListings(viewer, query, 1, null);
  return data.filter((p) => p.id !== row.id).slice(0, SIMILAR_COUNT);
}

async function buildDetails(viewer: Viewer, row: DetailsRow, now: Date) {
  const showSoldPrice = showsSoldPrices(viewer, null);
  const [[item], groups, schoolList, history, opens, src, similar, similarSold, agent] = await Promise.all([
    toPropertyList(viewer, [row]),
    listingFeatures(row.id),
    listingSchools(row.id),
    listingPriceHistory(row.id, row.status, showSoldPrice),
    upcomingOpenHouses(row.id, now),
    source(row.source_id),
    similarHomes(viewer, row, false, showSoldPrice),
    similarHomes(viewer, row, true, showSoldPrice),
    listingAgent(viewer),
  ]);
  if (item === undefined) throw new Error('toPropertyList returned nothing for one row');
  return {
    ...item,
    description: row.public_remarks,
    features: groups,
    schools: schoolList,
    priceHistory: history,
    openHouses: opens.map((o) => ({ startsAt: o.startsAt.toISOString(), endsAt: o.endsAt.toISOString(), remarks: o.remarks })),
    similar,
    similarSold,
    buyerAgent: agent,
    CRMAgent: agent,
    legalDisclaimer: src?.legalDisclaimer ?? null,
    // dataAsOf: when the feed last synced well (DESIGN §10 "data as of"); null before its first sync.
    source: src ? { code: src.code, name: src.name, listOffice: row.list_office_name, listAgent: row.list_agent_full_name, dataAsOf: src.lastSyncAt?.toISOString() ?? null } : null,
    extraInfo: {
      ...row.extra_info,
      county: row.county_or_parish,
      neighborhood: row.subdivision_name,
      schoolDistrict: row.school_district,
      bathroomsFull: row.bathrooms_full,
      bathroomsHalf: row.bathrooms_half,
      originalListPrice: pricesHidden(row.status, showSoldPrice) ? null : row.original_list_price,
    },
  };
}

/** GET /api/properties/{id} and the details page: SPEC §3 Property with DESIGN §8's details fields. */
export async function loadListingDetails(viewer: Viewer, id: number, now = new Date()): Promise<DetailsResult> {
  const access = await listingAccess(viewer.company, id, viewer.agent !== null);
  if (access.kind !== 'ok') return access;
  const row = await listingRow(viewer.company.id, id);
  if (row === null) return { kind: 'missing' };
  return { kind: 'ok', details: await buildDetails(viewer, row, now) };
}

/**
 * What the schedule page shows of a listing: the list item (address, price, link) and who
 * answers for it — without the details page's history, schools and similar-homes searches.
 */
export async function loadListingSummary(viewer: Viewer, id: number): Promise<{ kind: 'ok'; listing: PropertyJson; agent: AgentCard | null } | { kind: 'missing' } | { kind: 'unavailable' }> {
  const access = await listingAccess(viewer.company, id, viewer.agent !== null);
  if (access.kind !== 'ok') return access;
  const row = await listingRow(viewer.company.id, id);
  if (row === null) return { kind: 'missing' };
  const [[listing], agent] = await Promise.all([toPropertyList(viewer, [row]), listingAgent(viewer)]);
  return listing === undefined ? { kind: 'missing' } : { kind: 'ok', listing, agent };
}

export type { AgentCard };
