import type { ResoRecord } from '@/lib/reso/types';
import type { PropertyTypeCode, StatusCode } from '@/lib/property/vocabulary';
import { BASEMENT_VALUES } from '@/lib/reso/basement';
import { FEATURE_FIELDS } from '@/lib/reso/features';
import { EXTRA_INFO_FIELDS } from '@/lib/reso/extra-info';
import { imageStoreUrl } from '@/lib/reso/media';
import type { GeneratedListing } from './listings';
import { STREET_SUFFIX_ABBREVIATIONS } from './geography';

/**
 * The demo's generated listings written as RESO Data Dictionary records, so the demo goes
 * through the same importer as a real feed (issue 14): mapResoRecord(toResoRecord(g)) gives
 * back the row the seed used to insert directly (tests/unit/reso/reso-file.test.ts checks every
 * column over a few hundred listings).
 *
 * Photos. The seed renders a pool of photos into the image store, and listings share them. Each
 * photo is a Media record with MediaKey `{ListingKey}-{n}` (MediaKey is the Media resource's own
 * key, and one pool file can appear twice in a listing, so the file name cannot be the key) and
 * MediaURL either
 *   - `{mediaBaseUrl}/{file}` when a base is given: an ordinary http photo the importer fetches
 *     (a test or bench serving the pool directory over loopback), or
 *   - `image-store:{file}`: "this file is already in the image store". The importer accepts that
 *     only from the demo's own file (mapResoRecord's allowImageStore) and then sets the photo's
 *     storage key to the file instead of fetching it; lib/reso/media.ts checks the name is a bare
 *     file name.
 */
export interface ResoFileExtra {
  listAgentFullName: string | null;
  listOfficeName: string | null;
  /** http(s) base the pool photos are served from; without it, `image-store:` URLs. */
  mediaBaseUrl?: string;
  /** The pool photos the seed picked for the listing, in order (lib/seed/photos.ts PhotoPoolEntry). */
  photos?: readonly { file: string; width?: number; height?: number }[];
}

const STATUS_VALUES: Record<StatusCode, string> = { a: 'Active', u: 'Coming Soon', p: 'Pending', s: 'Closed', o: 'Withdrawn' };

/** The RESO PropertyType / PropertySubType the default type map (lib/reso/property-types.ts) reads back as each code. */
const TYPE_VALUES: Partial<Record<PropertyTypeCode, [type: string, subType: string | null, newConstruction?: true]>> = {
  r: ['Residential', 'Single Family Residence'],
  cn: ['Residential', 'Single Family Residence', true],
  c: ['Residential', 'Condominium'],
  t: ['Residential', 'Townhouse'],
  co: ['Residential', 'Stock Cooperative'],
  mh: ['Residential', 'Manufactured Home'],
  dplx: ['Residential Income', 'Duplex'],
  tplx: ['Residential Income', 'Triplex'],
  qplx: ['Residential Income', 'Quadruplex'],
  mf: ['Residential Income', 'Multi Family'],
  ll: ['Land', 'Unimproved Land'],
  f: ['Farm', 'Farm'],
  cl: ['Commercial Lease', null],
  bs: ['Business Opportunity', null],
  o: ['Commercial Sale', null],
};

const SQFT_PER_ACRE = 43_560;

export function toResoRecord(generated: GeneratedListing, extra: ResoFileExtra): ResoRecord {
  const row = generated.row;
  const type = TYPE_VALUES[row.propertyType as PropertyTypeCode];
  if (!type) throw new Error(`toResoRecord: no RESO PropertyType for type ${row.propertyType}`);
  const status = STATUS_VALUES[row.status as StatusCode];
  if (!status) throw new Error(`toResoRecord: no StandardStatus for status ${row.status}`);
  const listedAt = asDate(row.listedAt);
  const modifiedAt = asDate(row.modifiedAt ?? row.listedAt);
  const street = splitSuffix(row.streetName ?? null);
  const basement = row.basementTypes ?? [];
  const fullBaths = row.bathroomsFull ?? null;
  const halfBaths = row.bathroomsHalf ?? null;

  const record: ResoRecord = {
    ListingKey: row.listingKey,
    ListingId: row.listingId,
    StandardStatus: status,
    PropertyType: type[0],
    PropertySubType: type[1],
    NewConstructionYN: type[2] === true,
    ListPrice: row.listPrice,
    OriginalListPrice: row.originalListPrice,
    ClosePrice: row.closePrice,
    CloseDate: row.closeDate,
    OnMarketTimestamp: listedAt.toISOString(),
    OnMarketDate: listedAt.toISOString().slice(0, 10),
    ListingContractDate: listedAt.toISOString().slice(0, 10),
    OriginalEntryTimestamp: listedAt.toISOString(),
    ModificationTimestamp: modifiedAt.toISOString(),
    // The demo's photos are chosen when the listing is made and never change.
    PhotosChangeTimestamp: listedAt.toISOString(),
    PhotosCount: extra.photos?.length ?? 0,
    BedroomsTotal: row.bedroomsTotal,
    BathroomsTotalDecimal: row.bathroomsTotal,
    BathroomsFull: fullBaths,
    BathroomsHalf: halfBaths,
    BathroomsTotalInteger: fullBaths === null ? null : fullBaths + (halfBaths ?? 0),
    LivingArea: row.livingArea,
    LivingAreaUnits: row.livingArea == null ? null : 'Square Feet',
    LotSizeAcres: row.lotSizeAcres,
    LotSizeSquareFeet: row.lotSizeAcres == null ? null : Math.round(row.lotSizeAcres * SQFT_PER_ACRE),
    YearBuilt: row.yearBuilt,
    GarageYN: row.garageSpaces == null ? null : row.garageSpaces > 0,
    GarageSpaces: row.garageSpaces,
    StoriesTotal: row.storiesTotal,
    BasementYN: basement.length > 0,
    Basement: basement.map((code) => BASEMENT_VALUES[code]).filter((v): v is string => v !== undefined),
    AssociationYN: row.associationFeeMonthly != null,
    AssociationFee: row.associationFeeMonthly,
    AssociationFeeFrequency: row.associationFeeMonthly == null ? null : 'Monthly',
    // Not in the Data Dictionary; the demo feed's local field (lib/reso/mapping.ts reads it).
    AssumableMortgageRate: row.assumableMortgageRate,
    UnparsedAddress: row.unparsedAddress,
    StreetNumber: row.streetNumber,
    StreetName: street.name,
    StreetSuffix: street.suffix,
    UnitNumber: row.unitNumber,
    City: row.city,
    StateOrProvince: row.stateOrProvince,
    PostalCode: row.postalCode,
    Country: 'US',
    CountyOrParish: row.countyOrParish,
    SubdivisionName: row.subdivisionName,
    MLSAreaMajor: row.mlsAreaMajor,
    HighSchoolDistrict: row.schoolDistrict,
    Latitude: row.latitude,
    Longitude: row.longitude,
    PublicRemarks: row.publicRemarks,
    ListAgentFullName: extra.listAgentFullName,
    ListOfficeName: extra.listOfficeName,
    ...extraInfoFields(row.extraInfo ?? {}),
    ...featureFields(generated.featureParams),
  };
  if (extra.photos?.length) record.Media = media(row.listingKey, extra.photos, extra.mediaBaseUrl);
  // Feeds leave out what they do not know rather than send nulls.
  for (const [field, value] of Object.entries(record)) if (value === null || value === undefined) delete record[field];
  return record;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const SUFFIX_OF = new Map(Object.entries(STREET_SUFFIX_ABBREVIATIONS));

/** "Main Road" → StreetName "Main", StreetSuffix "Rd", as feeds send it (the mapping spells it out again). */
function splitSuffix(street: string | null): { name: string | null; suffix: string | null } {
  if (street === null) return { name: null, suffix: null };
  const cut = street.lastIndexOf(' ');
  const abbreviation = cut > 0 ? SUFFIX_OF.get(street.slice(cut + 1)) : undefined;
  return abbreviation ? { name: street.slice(0, cut), suffix: abbreviation } : { name: street, suffix: null };
}

function extraInfoFields(extraInfo: Record<string, string | number | boolean | null>): ResoRecord {
  const out: ResoRecord = {};
  for (const [name, value] of Object.entries(extraInfo)) {
    if (value === null) continue;
    const spec = EXTRA_INFO_FIELDS.find((f) => f.name === name);
    // A new extra in the generator must get a RESO field here, or the demo would lose it silently.
    if (!spec) throw new Error(`toResoRecord: no RESO field for extraInfo.${name}`);
    out[spec.field] = spec.kind === 'list' ? [String(value)] : spec.kind === 'text' ? String(value) : value;
  }
  return out;
}

/** Each feature as the field and value a feed says it with (lib/reso/features.ts FEATURE_FIELDS). */
function featureFields(params: readonly string[]): ResoRecord {
  const out: Record<string, unknown> = {};
  for (const param of params) {
    const said = FEATURE_FIELDS[param];
    if (!said) throw new Error(`toResoRecord: no RESO field for feature ${param}`);
    const [field, value] = said;
    if (value === true) out[field] = true;
    else out[field] = [...((out[field] as string[] | undefined) ?? []), value];
  }
  // The yes/no fields a feed states either way.
  for (const field of ['FireplaceYN', 'PoolPrivateYN', 'WaterfrontYN', 'SeniorCommunityYN']) out[field] ??= false;
  if (out.View) out.ViewYN = true;
  return out;
}

function media(listingKey: string, photos: NonNullable<ResoFileExtra['photos']>, base: string | undefined): ResoRecord[] {
  const root = base?.replace(/\/+$/, '');
  return photos.map((photo, n) => ({
    MediaKey: `${listingKey}-${n}`,
    ResourceName: 'Property',
    ResourceRecordKey: listingKey,
    MediaCategory: 'Photo',
    MimeType: 'image/jpeg',
    Order: n,
    MediaURL: root ? `${root}/${encodeURIComponent(photo.file)}` : imageStoreUrl(photo.file),
    ...(photo.width ? { ImageWidth: photo.width } : {}),
    ...(photo.height ? { ImageHeight: photo.height } : {}),
  }));
}
