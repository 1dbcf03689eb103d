/**
 * Realistic RESO Data Dictionary Property records for the fake RESO server, the importer's
 * tests and the import benchmark: real North Fork (Long Island) hamlets, ZIP codes and street
 * names, Data Dictionary field names and enumerations. Deterministic per index and cheap
 * (100k records in about a second): one small PRNG, no look-ups.
 */
import type { ResoRecord } from '@/lib/reso/types';

/** [hamlet, ZIP, latitude, longitude, price index] along the North Fork, from Riverhead east. */
const TOWNS: readonly (readonly [string, string, number, number, number])[] = [
  ['Riverhead', '11901', 40.9299, -72.6598, 0.8],
  ['Aquebogue', '11931', 40.9445, -72.627, 0.95],
  ['Jamesport', '11947', 40.9495, -72.5815, 1.05],
  ['Laurel', '11948', 40.9687, -72.5487, 1.1],
  ['Mattituck', '11952', 40.9912, -72.5343, 1.2],
  ['Cutchogue', '11935', 41.0107, -72.4851, 1.25],
  ['New Suffolk', '11956', 40.9915, -72.4737, 1.4],
  ['Peconic', '11958', 41.0387, -72.464, 1.2],
  ['Southold', '11971', 41.0648, -72.4259, 1.3],
  ['Greenport', '11944', 41.1034, -72.3593, 1.25],
  ['East Marion', '11939', 41.1273, -72.3423, 1.3],
  ['Orient', '11957', 41.139, -72.3015, 1.45],
];

/** [StreetName, StreetSuffix]: roads of the North Fork. */
const STREETS: readonly (readonly [string, string])[] = [
  ['Main', 'Road'],
  ['Sound', 'Avenue'],
  ['North', 'Road'],
  ['Bayview', 'Road'],
  ['Peconic', 'Lane'],
  ['Horton', 'Lane'],
  ['Youngs', 'Avenue'],
  ['Love', 'Lane'],
  ['Pike', 'Street'],
  ['Front', 'Street'],
  ['Village', 'Lane'],
  ['Skunk', 'Lane'],
  ['Oregon', 'Road'],
  ['Cox', 'Lane'],
  ['Depot', 'Lane'],
  ['Bridge', 'Lane'],
  ['Old Orchard', 'Lane'],
  ['Wickham', 'Avenue'],
  ['Ackerly Pond', 'Lane'],
  ['Narrow River', 'Road'],
];

/** [PropertyType, PropertySubType, weight]: mostly houses, as in a real MLS. */
const TYPES: readonly (readonly [string, string, number])[] = [
  ['Residential', 'Single Family Residence', 62],
  ['Residential', 'Condominium', 8],
  ['Residential', 'Townhouse', 5],
  ['Residential', 'Cabin', 2],
  ['Residential Income', 'Duplex', 4],
  ['Residential Lease', 'Single Family Residence', 6],
  ['Land', 'Unimproved Land', 9],
  ['Commercial Sale', 'Mixed Use', 2],
  ['Farm', 'Farm', 2],
];

/** [StandardStatus, weight]. */
const STATUSES: readonly (readonly [string, number])[] = [
  ['Active', 64],
  ['Coming Soon', 4],
  ['Active Under Contract', 6],
  ['Pending', 8],
  ['Closed', 14],
  ['Withdrawn', 2],
  ['Expired', 2],
];

const AGENTS = ['Maria Gonzalez', 'Tom Wickham', 'Janet Horton', 'Peter Tuthill', 'Alicia Reeve', 'Sam Goldsmith', 'Dana Terry', 'Chris Latham'];
const OFFICES = ['North Fork Realty', 'Peconic Bay Properties', 'Sound View Homes', 'Orient Point Real Estate', 'Mattituck Harbor Realty'];
const FEATURES = ['a chef’s kitchen', 'wide-plank oak floors', 'a wood-burning fireplace', 'a screened porch', 'vineyard views', 'a heated pool', 'deeded bay beach rights', 'a detached studio', 'a finished basement', 'a wraparound porch'];

/** Base of the generated ModificationTimestamps: one minute apart from here, in index order. */
const BASE_MS = Date.parse('2025-01-06T14:00:00.000Z');
const DAY_MS = 86_400_000;

/** mulberry32: a fast, decent 32-bit PRNG, seeded per record so record i is always the same. */
function rng(seed: number): () => number {
  let state = (seed * 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weighted<T extends readonly unknown[]>(items: readonly T[], random: number): T {
  const total = items.reduce((sum, item) => sum + (item[item.length - 1] as number), 0);
  let point = random * total;
  for (const item of items) {
    point -= item[item.length - 1] as number;
    if (point < 0) return item;
  }
  return items[items.length - 1] as T;
}

function pick<T>(items: readonly T[], random: number): T {
  return items[Math.floor(random * items.length)] as T;
}

/** The ListingKey of record i. */
export function resoListingKey(i: number): string {
  return `NF${String(i).padStart(8, '0')}`;
}

/**
 * The Media of a listing: `count` photos ordered from 1 (RESO's Order), keys and URLs that change
 * with `version` (a new photo set). URLs are server-relative: the fake server serves them from its own origin.
 */
export function makeResoMedia(listingKey: string, count: number, version = 0, modified = new Date(BASE_MS).toISOString()): ResoRecord[] {
  const media: ResoRecord[] = [];
  for (let n = 1; n <= count; n++) {
    const mediaKey = version ? `${listingKey}-v${version}-${n}` : `${listingKey}-${n}`;
    media.push({
      MediaKey: mediaKey,
      ResourceRecordKey: listingKey,
      ResourceName: 'Property',
      MediaCategory: 'Photo',
      MediaType: 'jpeg',
      MimeType: 'image/jpeg',
      MediaURL: `/media/${mediaKey}.jpg`,
      Order: n,
      ShortDescription: n === 1 ? 'Front exterior' : null,
      MediaModificationTimestamp: modified,
    });
  }
  return media;
}

/** A RESO Property record number i; `overrides` replace fields (ListingKey and PhotosCount shape the Media too). */
export function makeResoListing(i: number, overrides: ResoRecord = {}): ResoRecord {
  const random = rng(i + 1);
  const key = typeof overrides.ListingKey === 'string' ? overrides.ListingKey : resoListingKey(i);
  const [city, zip, lat, lon, priceIndex] = pick(TOWNS, random());
  const [streetName, streetSuffix] = pick(STREETS, random());
  const [type, subType] = weighted(TYPES, random());
  const [status] = weighted(STATUSES, random());
  const land = type === 'Land';
  const lease = type === 'Residential Lease';
  const beds = land ? null : 1 + Math.floor(random() * 5);
  const full = beds === null ? null : Math.max(1, Math.min(beds, 1 + Math.floor(random() * 3)));
  const half = beds === null ? null : random() < 0.45 ? 1 : 0;
  const area = beds === null ? null : Math.round((700 + beds * 420 + random() * 900) / 10) * 10;
  const acres = Math.round((land ? 0.5 + random() * 6 : 0.12 + random() * 1.6) * 100) / 100;
  const yearBuilt = land ? null : 1850 + Math.floor(random() * 175);
  const basePrice = land ? 180_000 + acres * 95_000 : 250_000 + (area ?? 0) * 310;
  const listPrice = lease ? Math.round((2200 + (area ?? 0) * 1.4) / 50) * 50 : Math.round((basePrice * priceIndex * (0.8 + random() * 0.5)) / 1000) * 1000;
  const modifiedMs = BASE_MS + i * 60_000;
  const onMarketMs = modifiedMs - Math.floor(5 + random() * 120) * DAY_MS;
  const photosCount = typeof overrides.PhotosCount === 'number' ? overrides.PhotosCount : land ? 1 + Math.floor(random() * 3) : 3 + Math.floor(random() * 6);
  const modified = new Date(modifiedMs).toISOString();
  const photosChanged = new Date(modifiedMs - Math.floor(random() * 3) * DAY_MS).toISOString();
  const streetNumber = String(100 + Math.floor(random() * 9800));
  const closed = status === 'Closed';
  const hoa = subType === 'Condominium' || subType === 'Townhouse';

  const record: ResoRecord = {
    ListingKey: key,
    ListingId: String(3_400_000 + i),
    OriginatingSystemName: 'OneKey MLS',
    StandardStatus: status,
    MlsStatus: status,
    PropertyType: type,
    PropertySubType: subType,
    ListPrice: listPrice,
    OriginalListPrice: listPrice,
    ClosePrice: closed ? Math.round((listPrice * (0.93 + random() * 0.1)) / 1000) * 1000 : null,
    CloseDate: closed ? new Date(modifiedMs - DAY_MS).toISOString().slice(0, 10) : null,
    BedroomsTotal: beds,
    BathroomsTotalInteger: full === null || half === null ? null : full + half,
    BathroomsFull: full,
    BathroomsHalf: half,
    LivingArea: area,
    LivingAreaUnits: area === null ? null : 'Square Feet',
    LotSizeAcres: acres,
    LotSizeSquareFeet: Math.round(acres * 43_560),
    YearBuilt: yearBuilt,
    GarageSpaces: land ? null : Math.floor(random() * 3),
    StoriesTotal: land ? null : 1 + Math.floor(random() * 2),
    Basement: land ? null : random() < 0.5 ? ['Full'] : ['None'],
    AssociationFee: hoa ? Math.round(150 + random() * 600) : null,
    AssociationFeeFrequency: hoa ? 'Monthly' : null,
    UnparsedAddress: `${streetNumber} ${streetName} ${streetSuffix}`,
    StreetNumber: streetNumber,
    StreetName: streetName,
    StreetSuffix: streetSuffix,
    City: city,
    StateOrProvince: 'NY',
    PostalCode: zip,
    CountyOrParish: 'Suffolk',
    Country: 'US',
    Latitude: Math.round((lat + (random() - 0.5) * 0.02) * 1e6) / 1e6,
    Longitude: Math.round((lon + (random() - 0.5) * 0.03) * 1e6) / 1e6,
    PublicRemarks: land
      ? `${acres} acres of open land in ${city}, cleared and ready for your plans.`
      : `${beds}-bedroom ${subType.toLowerCase()} in ${city} with ${pick(FEATURES, random())} and ${pick(FEATURES, random())}. Minutes from the village, the bay and the vineyards.`,
    ListAgentFullName: pick(AGENTS, random()),
    ListAgentMlsId: `A${1000 + Math.floor(random() * 900)}`,
    ListOfficeName: pick(OFFICES, random()),
    ListOfficeMlsId: `O${100 + Math.floor(random() * 90)}`,
    OnMarketDate: new Date(onMarketMs).toISOString().slice(0, 10),
    ListingContractDate: new Date(onMarketMs - 2 * DAY_MS).toISOString().slice(0, 10),
    ModificationTimestamp: modified,
    PhotosChangeTimestamp: photosChanged,
    PhotosCount: photosCount,
    Media: makeResoMedia(key, photosCount, 0, photosChanged),
  };
  return Object.assign(record, overrides);
}
