import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb, type Db } from '@/lib/db/client';
import { activities, leadAddresses } from '@/lib/db/schema';
import { toAddressJson } from '@/lib/leads/addresses';
import { scopeCondition } from '@/lib/search/conditions';
import { listingScope } from '@/lib/search/scope';
import { showsSoldPrices } from '@/lib/search/service';
import { slugify } from '@/lib/text/slug';
import { valuationJson } from './estimate-json';
import type { EstimateJson, HomeJson } from './estimate-json-types';
import type { HomeDetailsInput } from './home-details';
import { loadMarket, MARKET_COLUMNS, toMarketListing, townCenter, type MarketRow } from './market-data';
import type { MarketCenter } from './market-center';
import { groupOf } from './market-model';
import type { Condition, HomeFacts, OwnerInput, Upgrade } from './types';
import { valueHome } from './valuation';

type AddressRow = typeof leadAddresses.$inferSelect;

/** The listings a seller's estimate may learn from: what the company shows a visitor, sold and for sale. */
const marketScope = (viewer: Viewer) => scopeCondition(listingScope(viewer.company, false), { status: ['s', 'a'] });

async function listingFacts(db: Db, viewer: Viewer, propertyId: number) {
  const scope = listingScope(viewer.company, false);
  const [row] = await queryRows<MarketRow>(sql`select ${MARKET_COLUMNS} from properties p where p.id = ${propertyId} and ${scopeCondition(scope, { status: scope.statuses })}`, db);
  return row ? toMarketListing(row) : null;
}

function homeOf(row: AddressRow, listing: HomeFacts | null): HomeJson {
  const owner = row.livingArea !== null || row.bedrooms !== null || row.condition !== null;
  return {
    propertyType: row.propertyType ?? listing?.propertyType ?? null,
    beds: row.bedrooms ?? listing?.beds ?? null,
    baths: row.bathrooms ?? listing?.baths ?? null,
    livingArea: row.livingArea ?? listing?.livingArea ?? null,
    yearBuilt: row.yearBuilt ?? listing?.yearBuilt ?? null,
    lotAcres: row.lotAcres ?? listing?.lotAcres ?? null,
    waterfront: row.waterfront ?? listing?.waterfront ?? false,
    condition: (row.condition as Condition | null) ?? null,
    upgrades: row.upgrades as Upgrade[],
    source: owner ? 'owner' : listing ? 'listing' : 'none',
  };
}

const town = (row: AddressRow) => [row.city, row.state].filter(Boolean).join(', ');

/**
 * The estimate of one of a lead's addresses, valued now from the company's market; the
 * figures are kept on the address (the CRM shows them). `request` records an
 * estimate-request activity: the lead asked for this estimate (a new address, a tuning).
 */
export async function estimateAddress(viewer: Viewer, row: AddressRow, request = false): Promise<EstimateJson> {
  const db = await getDb();
  const now = new Date();
  const listing = row.propertyId === null ? null : await listingFacts(db, viewer, row.propertyId);
  const home = homeOf(row, listing);
  const scope = marketScope(viewer);
  const center: MarketCenter | null =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : row.city && row.state ? await townCenter(db, scope, slugify(row.city), row.state) : null;
  const propertyType = home.propertyType ?? 'r';
  const needsDetails = groupOf(propertyType) === 'building' && !(home.livingArea && home.livingArea > 0);
  let valuation: ReturnType<typeof valueHome> = null;
  let reason: string | null = null;
  if (!center) reason = `We have no sales near ${town(row) || 'this address'} to compare with yet.`;
  else if (needsDetails) reason = 'Tell us about your home (bedrooms, bathrooms and square feet) to see its estimate.';
  else {
    const facts: HomeFacts = {
      propertyType,
      beds: home.beds,
      baths: home.baths,
      livingArea: home.livingArea,
      lotAcres: home.lotAcres,
      yearBuilt: home.yearBuilt,
      waterfront: home.waterfront,
      citySlug: listing?.citySlug ?? slugify(row.city ?? ''),
      latitude: center.latitude,
      longitude: center.longitude,
    };
    const owner: OwnerInput | undefined = home.condition ? { condition: home.condition, upgrades: home.upgrades } : undefined;
    // The home's own listing is not its own comparable.
    valuation = valueHome(facts, await loadMarket(db, scope, center, now), { now, excludeId: row.propertyId ?? undefined, owner });
    if (!valuation) reason = `There are too few recent sales of homes like this near ${town(row) || 'this address'} for an estimate.`;
  }
  const figures = { estimate: valuation?.value ?? null, estimateLow: valuation?.low ?? null, estimateHigh: valuation?.high ?? null };
  let saved = row;
  if (figures.estimate !== row.estimate || figures.estimateLow !== row.estimateLow || figures.estimateHigh !== row.estimateHigh || request) {
    const [updated] = await db
      .update(leadAddresses)
      .set({ ...figures, estimatedAt: valuation ? now : row.estimatedAt })
      .where(and(eq(leadAddresses.id, row.id), eq(leadAddresses.companyId, row.companyId)))
      .returning();
    saved = updated ?? row;
  }
  if (request) {
    await db.insert(activities).values({
      companyId: row.companyId,
      leadId: row.leadId,
      type: 'estimate-request',
      propertyId: row.propertyId,
      data: { addressId: row.id, address: row.address, ...figures },
    });
  }
  return {
    address: toAddressJson(saved),
    home,
    needsDetails,
    valuation: valuation ? valuationJson(valuation, showsSoldPrices(viewer, null)) : null,
    reason,
    center,
  };
}

/** The home's facts as the tuning form starts from them (the owner's answers, else its listing's), without valuing it. */
export async function homeFacts(viewer: Viewer, row: AddressRow): Promise<HomeJson> {
  return homeOf(row, row.propertyId === null ? null : await listingFacts(await getDb(), viewer, row.propertyId));
}

/** The tuning form: the owner's description replaces what the listing said; valued again (an estimate request). */
export async function tuneAddress(viewer: Viewer, row: AddressRow, details: HomeDetailsInput): Promise<EstimateJson> {
  const db = await getDb();
  const [updated] = await db
    .update(leadAddresses)
    .set({
      propertyType: details.propertyType ?? row.propertyType,
      bedrooms: details.beds,
      bathrooms: details.baths,
      livingArea: details.livingArea,
      yearBuilt: details.yearBuilt === undefined ? row.yearBuilt : details.yearBuilt,
      lotAcres: details.lotAcres === undefined ? row.lotAcres : details.lotAcres,
      waterfront: details.waterfront ?? row.waterfront,
      condition: details.condition,
      upgrades: [...new Set(details.upgrades)],
      updatedAt: new Date(),
    })
    .where(and(eq(leadAddresses.id, row.id), eq(leadAddresses.companyId, row.companyId), eq(leadAddresses.leadId, row.leadId)))
    .returning();
  return estimateAddress(viewer, updated ?? row, true);
}
