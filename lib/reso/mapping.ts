import type { properties } from '@/lib/db/schema/properties';
import type { StatusCode } from '@/lib/property/vocabulary';
import { slugify } from '@/lib/text/slug';
import type { MappedMedia, ResoRecord } from './types';
import { BAD, lookupKey, quote, toText } from './fields';
import { RecordReader, SkipRecord, type NumberRange } from './record-reader';
import { resolvePropertyType } from './property-types';
import { fullAddress, partsOfUnparsed, streetName } from './address';
import { plainRemarks, REMARKS_MAX } from './remarks';
import { basementCodes } from './basement';
import { feePerMonth } from './association-fee';
import { featureParams } from './features';
import { mapMedia } from './media';
import { extraInfoOf } from './extra-info';

export { mapMedia } from './media';

/**
 * RESO Data Dictionary record → our listing row (DESIGN §10 Mapping). Pure and quick: the
 * importer maps every record of a 100k load through here, so there is no I/O and little
 * allocation. The columns the importer owns (ids, our own change time, deal ratings, the
 * price-drop time, the photo count) are not the mapping's to say.
 */
export type ListingColumns = Omit<
  typeof properties.$inferInsert,
  | 'id' | 'sourceId' | 'price' | 'createdAt' | 'updatedAt' | 'modifiedAt' | 'dealRating' | 'isManuallyRated' | 'estimatedValue'
  | 'ratedPrice' | 'ratedStatus' | 'ratedAt' | 'priceReducedAt' | 'photosCount'
>;

export interface MappedListing {
  row: ListingColumns;
  media: MappedMedia[];
  /** Feature params of lib/property/vocabulary.ts FEATURE_GROUPS. */
  featureParams: string[];
}

export interface MapOptions {
  /** The source's own PropertyType[/PropertySubType] → type code map (mls_sources.propertyTypeMap). */
  typeMap?: Record<string, string>;
  /** Accept `image-store:` photo URLs: the demo's own file only (lib/reso/media.ts). */
  allowImageStore?: boolean;
}

export type MapResult =
  | { ok: true; listing: MappedListing; warnings: string[] }
  | { ok: false; key: string | null; message: string };

/** StandardStatus (DD display names; OData enum names compare equal through lookupKey). */
const STATUS: Record<string, StatusCode> = {
  active: 'a',
  comingsoon: 'u',
  pending: 'p',
  activeundercontract: 'p',
  closed: 's',
  withdrawn: 'o',
  expired: 'o',
  canceled: 'o',
  cancelled: 'o',
  hold: 'o',
  delete: 'o',
  incomplete: 'o',
};

const KEY_MAX = 128;
const LISTING_ID_MAX = 64;
const NAME_MAX = 150;
const PLACE_MAX = 100;
/** integer columns hold 2,147,483,647; no home costs more than two billion dollars. */
const PRICE: NumberRange = { min: 1, max: 2_000_000_000, decimals: 0 };
const COUNT: NumberRange = { min: 0, max: 99, decimals: 0 };
const BATHS: NumberRange = { min: 0, max: 99, decimals: 1 };
const LATITUDE: NumberRange = { min: -90, max: 90 };
const LONGITUDE: NumberRange = { min: -180, max: 180 };
const SQFT_PER_SQM = 10.7639;
const SQFT_PER_ACRE = 43_560;
const LIVING_AREA: NumberRange = { min: 1, max: 1_000_000, decimals: 0, zeroIsUnknown: true };
const ACRES: NumberRange = { min: 0, max: 1_000_000, decimals: 3, zeroIsUnknown: true };
const LOT_SQFT: NumberRange = { min: 0, max: 1_000_000 * SQFT_PER_ACRE, decimals: 0, zeroIsUnknown: true };
/** LotSizeArea is in acres or square feet (LotSizeUnits): kept unrounded until converted. */
const LOT_AREA: NumberRange = { min: 0, max: 1_000_000 * SQFT_PER_ACRE, zeroIsUnknown: true };
const STORIES: NumberRange = { min: 1, max: 200, decimals: 0, zeroIsUnknown: true };
const FEE: NumberRange = { min: 0, max: 10_000_000, decimals: 2, zeroIsUnknown: true };
const RATE: NumberRange = { min: 0, max: 30, decimals: 3, zeroIsUnknown: true };
const HOA_MONTHLY_MAX = 1_000_000;

export function mapResoRecord(record: ResoRecord, options: MapOptions = {}): MapResult {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return { ok: false, key: null, message: 'the record is not an object' };
  const key = toText(record.ListingKey);
  if (key === null) return { ok: false, key: null, message: 'ListingKey is missing' };
  if (key === BAD) return { ok: false, key: null, message: `ListingKey: ${quote(record.ListingKey)} is not text` };
  if (key.length > KEY_MAX) return { ok: false, key: key.slice(0, KEY_MAX), message: `ListingKey is longer than ${KEY_MAX} characters` };
  const reader = new RecordReader(record);
  try {
    const listing = mapFields(reader, key, options);
    return { ok: true, listing, warnings: reader.warnings };
  } catch (error) {
    if (error instanceof SkipRecord) return { ok: false, key, message: error.message };
    throw error;
  }
}

function mapFields(r: RecordReader, listingKey: string, options: MapOptions): MappedListing {
  const record = r.record;
  const status = statusOf(r);
  const sourceModifiedAt = r.requiredTimestamp('ModificationTimestamp');
  const type = resolvePropertyType(r.text('PropertyType', PLACE_MAX), r.text('PropertySubType', PLACE_MAX), r.yesNo('NewConstructionYN') === true, options.typeMap);
  if (!type.ok) throw new SkipRecord(type.message);
  const listPrice = r.requiredNumber('ListPrice', PRICE);
  const latitude = r.requiredNumber('Latitude', LATITUDE);
  const longitude = r.requiredNumber('Longitude', LONGITUDE);
  // 0, 0 is in the Gulf of Guinea: a feed's placeholder for "not geocoded", never a listing.
  if (latitude === 0 && longitude === 0) throw new SkipRecord('Latitude/Longitude: 0, 0 is not a place (not geocoded)');

  const city = r.text('City', PLACE_MAX) ?? r.text('PostalCity', PLACE_MAX);
  if (city === null) throw new SkipRecord('City is missing');
  const citySlug = slugify(city);
  if (!citySlug) throw new SkipRecord(`City: ${quote(city)} has no letters or digits to make a web address of`);
  const stateOrProvince = r.requiredText('StateOrProvince', PLACE_MAX);
  const postalCode = r.requiredText('PostalCode', 20);
  const address = addressOf(r, city, stateOrProvince, postalCode);

  const closed = status === 's';
  const bathroomsFull = r.number('BathroomsFull', COUNT);
  const bathroomsHalf = r.number('BathroomsHalf', COUNT);
  const remarks = r.text('PublicRemarks', REMARKS_MAX * 4);
  let publicRemarks = remarks === null ? null : plainRemarks(remarks);
  if (publicRemarks !== null && publicRemarks.length > REMARKS_MAX) {
    r.warn('PublicRemarks', `longer than ${REMARKS_MAX} characters; cut`);
    publicRemarks = publicRemarks.slice(0, REMARKS_MAX);
  }

  const row: ListingColumns = {
    listingKey,
    listingId: r.text('ListingId', LISTING_ID_MAX) ?? listingKey.slice(0, LISTING_ID_MAX),
    status,
    propertyType: type.code,
    listPrice,
    originalListPrice: r.number('OriginalListPrice', PRICE),
    closePrice: closed ? r.number('ClosePrice', PRICE) : null,
    closeDate: closed ? r.date('CloseDate') : null,
    listedAt: listedAtOf(r, sourceModifiedAt),
    bedroomsTotal: r.number('BedroomsTotal', COUNT),
    bathroomsTotal: bathroomsOf(r, bathroomsFull, bathroomsHalf),
    bathroomsFull,
    bathroomsHalf,
    livingArea: livingAreaOf(r),
    lotSizeAcres: lotAcresOf(r),
    yearBuilt: r.number('YearBuilt', { min: 1600, max: new Date().getUTCFullYear() + 1, decimals: 0, zeroIsUnknown: true }),
    garageSpaces: r.number('GarageSpaces', COUNT),
    storiesTotal: r.number('StoriesTotal', STORIES) ?? r.number('Stories', STORIES),
    basementTypes: r.yesNo('BasementYN') === false ? [] : basementCodes(record.Basement),
    associationFeeMonthly: associationFeeOf(r),
    // Not in the Data Dictionary: the local field the demo's feed (and some MLSs) use.
    assumableMortgageRate: r.number('AssumableMortgageRate', RATE),
    ...address,
    city,
    citySlug,
    stateOrProvince,
    postalCode,
    countyOrParish: r.text('CountyOrParish', PLACE_MAX),
    subdivisionName: r.text('SubdivisionName', PLACE_MAX),
    mlsAreaMajor: r.text('MLSAreaMajor', PLACE_MAX),
    schoolDistrict: r.text('HighSchoolDistrict', PLACE_MAX),
    latitude,
    longitude,
    publicRemarks: publicRemarks || null,
    listAgentFullName: r.text('ListAgentFullName', NAME_MAX),
    listOfficeName: r.text('ListOfficeName', NAME_MAX),
    extraInfo: extraInfoOf(r),
    sourceModifiedAt,
    photosChangedAt: r.timestamp('PhotosChangeTimestamp'),
  };
  return { row, media: mapMedia(record.Media, { allowImageStore: options.allowImageStore }), featureParams: featureParams(record) };
}

function statusOf(r: RecordReader): StatusCode {
  const value = r.record.StandardStatus;
  const text = toText(value);
  if (text === null) throw new SkipRecord('StandardStatus is missing');
  const code = text === BAD ? undefined : STATUS[lookupKey(text)];
  if (!code) throw new SkipRecord(`StandardStatus: ${quote(value)} is not a status we import`);
  return code;
}

/** The first listing date the feed gives, most precise first; without one, the record's change time. */
function listedAtOf(r: RecordReader, modified: Date): Date {
  const at = r.timestamp('OnMarketTimestamp') ?? r.timestamp('OnMarketDate') ?? r.timestamp('ListingContractDate') ?? r.timestamp('OriginalEntryTimestamp');
  if (at) return at;
  r.warn('OnMarketDate', 'no listing date (OnMarketDate, ListingContractDate, OriginalEntryTimestamp); ModificationTimestamp used');
  return modified;
}

/**
 * BathroomsTotalDecimal when given; else full + ½ × half (2 full and a half bath are 2.5, where
 * BathroomsTotalInteger would say 3); else BathroomsTotalInteger.
 */
function bathroomsOf(r: RecordReader, full: number | null, half: number | null): number | null {
  const decimal = r.number('BathroomsTotalDecimal', BATHS);
  if (decimal !== null) return decimal;
  if (full !== null) return Math.min(BATHS.max, full + (half ?? 0) / 2);
  return r.number('BathroomsTotalInteger', COUNT);
}

function livingAreaOf(r: RecordReader): number | null {
  const area = r.number('LivingArea', LIVING_AREA);
  if (area === null) return null;
  const units = toText(r.record.LivingAreaUnits);
  return typeof units === 'string' && lookupKey(units) === 'squaremeters' ? Math.min(LIVING_AREA.max, Math.round(area * SQFT_PER_SQM)) : area;
}

/** LotSizeAcres, else LotSizeSquareFeet, else LotSizeArea in its LotSizeUnits; 0 acres is none. */
function lotAcresOf(r: RecordReader): number | null {
  let acres = r.number('LotSizeAcres', ACRES);
  if (acres === null) {
    const sqft = r.number('LotSizeSquareFeet', LOT_SQFT);
    if (sqft !== null) acres = sqft / SQFT_PER_ACRE;
  }
  if (acres === null) {
    const area = r.number('LotSizeArea', LOT_AREA);
    const units = toText(r.record.LotSizeUnits);
    const unit = typeof units === 'string' ? lookupKey(units) : '';
    if (area !== null) acres = unit === 'acres' ? area : unit === 'squarefeet' ? area / SQFT_PER_ACRE : unit === 'squaremeters' ? (area * SQFT_PER_SQM) / SQFT_PER_ACRE : null;
  }
  if (acres === null) return null;
  const rounded = Math.round(acres * 1000) / 1000;
  return rounded > 0 && rounded <= ACRES.max ? rounded : null;
}

/** AssociationFee (+ AssociationFee2) in their frequencies → one monthly figure; null: no HOA. */
function associationFeeOf(r: RecordReader): number | null {
  if (r.yesNo('AssociationYN') === false) return null;
  let monthly = 0;
  let any = false;
  for (const [feeField, frequencyField] of [['AssociationFee', 'AssociationFeeFrequency'], ['AssociationFee2', 'AssociationFee2Frequency']] as const) {
    const fee = r.number(feeField, FEE);
    if (fee === null) continue;
    const frequency = r.text(frequencyField, 50);
    const period = feePerMonth(frequency);
    if (!period.ok) {
      r.warn(frequencyField, `${quote(frequency)} is not a recurring period; ${feeField} dropped`);
      continue;
    }
    monthly += fee * period.perMonth;
    any = true;
  }
  if (!any) return null;
  if (monthly > HOA_MONTHLY_MAX) {
    r.warn('AssociationFee', `${Math.round(monthly)} a month is not believable; dropped`);
    return null;
  }
  return Math.round(monthly);
}

type AddressColumns = Pick<ListingColumns, 'unparsedAddress' | 'streetNumber' | 'streetName' | 'unitNumber'>;

/** UnparsedAddress, or the street parts joined; the parts read off UnparsedAddress when the feed sends none. */
function addressOf(r: RecordReader, city: string, state: string, postalCode: string): AddressColumns {
  let streetNumber = r.text('StreetNumber', 20);
  let street = streetName({
    dirPrefix: r.text('StreetDirPrefix', 20),
    name: r.text('StreetName', PLACE_MAX),
    suffix: r.text('StreetSuffix', 30),
    dirSuffix: r.text('StreetDirSuffix', 20),
  });
  let unitNumber = r.text('UnitNumber', 30);
  const unparsed = r.text('UnparsedAddress', 255);
  let line: string;
  if (unparsed !== null) {
    line = unparsed;
    if (street === null && streetNumber === null) {
      const parts = partsOfUnparsed(unparsed);
      streetNumber = parts.number;
      street = parts.name;
      unitNumber ??= parts.unit;
    }
  } else if (street !== null) {
    line = streetNumber === null ? street : `${streetNumber} ${street}`;
    // A bare "4B" reads as a house number in a one-line address: say what it is.
    if (unitNumber !== null) line += /^[\d#]/.test(unitNumber) ? ` Unit ${unitNumber.replace(/^#\s*/, '')}` : ` ${unitNumber}`;
  } else {
    throw new SkipRecord('UnparsedAddress is missing (and no StreetName to build it from)');
  }
  return { unparsedAddress: fullAddress(line, city, state, postalCode), streetNumber, streetName: street, unitNumber };
}
