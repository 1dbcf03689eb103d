/**
 * DESIGN §10's mapping from RESO Data Dictionary records (real field names and lookup values)
 * to our listing rows, and the bad input of issue 14: missing keys, text in number fields,
 * coordinates outside the world, prices of 0, HTML in remarks, unknown statuses.
 */
import { mapResoRecord, mapMedia, type MapResult, type MappedListing } from '@/lib/reso/mapping';
import { FEATURE_FIELDS } from '@/lib/reso/features';
import type { ResoRecord } from '@/lib/reso/types';
import { FEATURE_GROUPS } from '@/lib/property/vocabulary';

/** A listing as a RESO Web API answers it (DD 2.0 names and lookup display values). */
const RECORD: ResoRecord = {
  '@odata.id': "https://api.example-mls.com/reso/odata/Property('NYEE-3560811')",
  ListingKey: ' NYEE-3560811 ',
  ListingId: '3560811',
  StandardStatus: 'Active',
  MlsStatus: 'Active',
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  ListPrice: 1_895_000,
  OriginalListPrice: 1_995_000,
  BedroomsTotal: 4,
  BathroomsTotalInteger: 4,
  BathroomsFull: 3,
  BathroomsHalf: 1,
  LivingArea: 2_850,
  LivingAreaUnits: 'Square Feet',
  LotSizeAcres: 0.84,
  LotSizeSquareFeet: 36_590,
  YearBuilt: 1998,
  GarageSpaces: 2,
  StoriesTotal: 2,
  AssociationYN: true,
  AssociationFee: 1_800,
  AssociationFeeFrequency: 'Annually',
  BasementYN: true,
  Basement: ['Full', 'Partially Finished', 'Walk-Out Access'],
  StreetNumber: '27',
  StreetDirPrefix: 'N',
  StreetName: 'Harbor',
  StreetSuffix: 'Rd',
  City: 'Sag Harbor',
  StateOrProvince: 'NY',
  PostalCode: '11963',
  Country: 'US',
  CountyOrParish: 'Suffolk',
  SubdivisionName: 'Redwood',
  MLSAreaMajor: 'South Fork',
  HighSchoolDistrict: 'Sag Harbor',
  Latitude: 40.9979,
  Longitude: -72.2926,
  PublicRemarks: 'Light-filled traditional close to the village and the bay.',
  ListAgentFullName: 'Ann Reilly',
  ListOfficeName: 'Harborside Properties',
  OnMarketDate: '2026-09-14',
  ListingContractDate: '2026-09-10',
  OriginalEntryTimestamp: '2026-09-10T16:20:00Z',
  ModificationTimestamp: '2026-11-20T14:03:11.123Z',
  PhotosChangeTimestamp: '2026-09-14T12:00:00.000Z',
  TaxAnnualAmount: 14_250.5,
  TaxYear: 2026,
  Heating: ['Forced Air', 'Natural Gas'],
  Sewer: ['Septic Tank'],
  WaterSource: ['Public'],
  Zoning: 'R-20',
  Cooling: ['Central Air'],
  Flooring: ['Hardwood', 'Tile'],
  FireplaceYN: true,
  PoolPrivateYN: true,
  PoolFeatures: ['In Ground', 'Heated'],
  PatioAndPorchFeatures: ['Deck', 'Porch'],
  View: ['Water'],
  WaterfrontYN: false,
  CommunityFeatures: ['Golf'],
  Utilities: ['Natural Gas Connected', 'Water Connected'],
  Media: [
    { MediaKey: 'm-2', MediaURL: 'https://photos.example-mls.com/3560811/2.jpg', Order: 2, MediaCategory: 'Photo', ShortDescription: 'Kitchen' },
    { MediaKey: 'm-1', MediaURL: 'https://photos.example-mls.com/3560811/1.jpg', Order: 1, MediaCategory: 'Photo', ImageWidth: 2048, ImageHeight: 1365 },
  ],
};

function map(changes: ResoRecord = {}, options = {}): MapResult {
  const record: ResoRecord = { ...RECORD };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) delete record[field];
    else record[field] = value;
  }
  return mapResoRecord(record, options);
}

function mapped(changes: ResoRecord = {}, options = {}): MappedListing & { warnings: string[] } {
  const result = map(changes, options);
  if (!result.ok) throw new Error(`skipped: ${result.message}`);
  return { ...result.listing, warnings: result.warnings };
}

const row = (changes: ResoRecord = {}, options = {}) => mapped(changes, options).row;

function skipped(changes: ResoRecord): { key: string | null; message: string } {
  const result = map(changes);
  if (result.ok) throw new Error('expected the record to be skipped');
  return { key: result.key, message: result.message };
}

describe('mapResoRecord: a complete record', () => {
  it('fills every column the mapping owns', () => {
    const { row: r, warnings, featureParams, media } = mapped();
    expect(warnings).toEqual([]);
    expect(r).toEqual({
      listingKey: 'NYEE-3560811',
      listingId: '3560811',
      status: 'a',
      propertyType: 'r',
      listPrice: 1_895_000,
      originalListPrice: 1_995_000,
      closePrice: null,
      closeDate: null,
      listedAt: new Date('2026-09-14T00:00:00Z'),
      bedroomsTotal: 4,
      bathroomsTotal: 3.5,
      bathroomsFull: 3,
      bathroomsHalf: 1,
      livingArea: 2_850,
      lotSizeAcres: 0.84,
      yearBuilt: 1998,
      garageSpaces: 2,
      storiesTotal: 2,
      basementTypes: [2, 5],
      associationFeeMonthly: 150,
      assumableMortgageRate: null,
      unparsedAddress: '27 North Harbor Road, Sag Harbor, NY 11963',
      streetNumber: '27',
      streetName: 'North Harbor Road',
      unitNumber: null,
      city: 'Sag Harbor',
      citySlug: 'sag-harbor',
      stateOrProvince: 'NY',
      postalCode: '11963',
      countyOrParish: 'Suffolk',
      subdivisionName: 'Redwood',
      mlsAreaMajor: 'South Fork',
      schoolDistrict: 'Sag Harbor',
      latitude: 40.9979,
      longitude: -72.2926,
      publicRemarks: 'Light-filled traditional close to the village and the bay.',
      listAgentFullName: 'Ann Reilly',
      listOfficeName: 'Harborside Properties',
      extraInfo: { taxesAnnual: 14_250.5, taxYear: 2026, heating: 'Forced Air, Natural Gas', sewer: 'Septic Tank', water: 'Public', zoning: 'R-20' },
      sourceModifiedAt: new Date('2026-11-20T14:03:11.123Z'),
      photosChangedAt: new Date('2026-09-14T12:00:00.000Z'),
    });
    expect(featureParams).toEqual(['fireplace', 'hardwood-floors', 'central-air', 'pool', 'deck', 'water-view', 'golf-community', 'natural-gas', 'public-water']);
    expect(media).toEqual([
      { key: 'm-1', url: 'https://photos.example-mls.com/3560811/1.jpg', order: 0, caption: null, width: 2048, height: 1365 },
      { key: 'm-2', url: 'https://photos.example-mls.com/3560811/2.jpg', order: 1, caption: 'Kitchen', width: null, height: null },
    ]);
  });

  it('leaves every optional column empty when the feed sends only what is required', () => {
    const minimal: ResoRecord = {
      ListingKey: 'K1', StandardStatus: 'Active', PropertyType: 'Residential', ListPrice: '450000', Latitude: '40.91', Longitude: '-72.66',
      UnparsedAddress: '5 Elm St', City: 'Riverhead', StateOrProvince: 'NY', PostalCode: 11901, ModificationTimestamp: '2026-11-01T00:00:00Z',
    };
    const result = mapResoRecord(minimal);
    if (!result.ok) throw new Error(result.message);
    const r = result.listing.row;
    expect(r).toMatchObject({
      listingKey: 'K1', listingId: 'K1', listPrice: 450_000, postalCode: '11901', latitude: 40.91, longitude: -72.66, propertyType: 'r',
      unparsedAddress: '5 Elm St, Riverhead, NY 11901', streetNumber: '5', streetName: 'Elm Street', bedroomsTotal: null, bathroomsTotal: null,
      basementTypes: [], associationFeeMonthly: null, extraInfo: {}, publicRemarks: null, photosChangedAt: null,
      listedAt: new Date('2026-11-01T00:00:00Z'),
    });
    // Without a listing date the record is kept, dated by its change, and the run is told.
    expect(result.warnings).toEqual([expect.stringContaining('OnMarketDate')]);
    expect(result.listing.media).toEqual([]);
    expect(result.listing.featureParams).toEqual([]);
  });
});

describe('ListingKey and ListingId', () => {
  it.each([
    ['missing', undefined, 'ListingKey is missing'],
    ['blank', '   ', 'ListingKey is missing'],
    ['an object', { id: 1 }, 'ListingKey: {"id":1} is not text'],
    ['a boolean', true, 'ListingKey: true is not text'],
  ])('skips a record whose key is %s, with no key to name', (_, key, message) => {
    expect(skipped({ ListingKey: key })).toEqual({ key: null, message });
  });

  it('skips a key longer than a key can be', () => {
    const result = skipped({ ListingKey: 'K'.repeat(500) });
    expect(result.message).toMatch(/^ListingKey is longer than 128/);
    expect(result.key).toHaveLength(128);
  });

  it('trims the key, takes a numeric one as text, and falls back to it for the MLS number', () => {
    expect(row({ ListingKey: 9_001 }).listingKey).toBe('9001');
    expect(row({ ListingId: undefined }).listingId).toBe('NYEE-3560811');
    expect(row({ ListingId: '  ' }).listingId).toBe('NYEE-3560811');
  });

  it('names the key of every record it skips for another reason', () => {
    expect(skipped({ ListPrice: 0 }).key).toBe('NYEE-3560811');
  });

  it('answers a record that is not an object', () => {
    expect(mapResoRecord(null as unknown as ResoRecord)).toEqual({ ok: false, key: null, message: 'the record is not an object' });
    expect(mapResoRecord([] as unknown as ResoRecord)).toMatchObject({ ok: false, key: null });
  });
});

describe('StandardStatus', () => {
  it.each([
    ['Active', 'a'], ['Coming Soon', 'u'], ['Pending', 'p'], ['Active Under Contract', 'p'], ['Closed', 's'],
    ['Withdrawn', 'o'], ['Expired', 'o'], ['Canceled', 'o'], ['Hold', 'o'], ['Delete', 'o'], ['Incomplete', 'o'],
    // OData enum member names and careless case mean the same lookup value.
    ['ActiveUnderContract', 'p'], ['ComingSoon', 'u'], ['active', 'a'],
  ])('%s → %s', (status, code) => {
    expect(row({ StandardStatus: status }).status).toBe(code);
  });

  it('skips an unknown status, naming it', () => {
    expect(skipped({ StandardStatus: 'Rented' }).message).toBe('StandardStatus: "Rented" is not a status we import');
    expect(skipped({ StandardStatus: undefined }).message).toBe('StandardStatus is missing');
    expect(skipped({ StandardStatus: 7 }).message).toBe('StandardStatus: 7 is not a status we import');
  });

  it('keeps ClosePrice and CloseDate for a Closed listing only', () => {
    const sold = row({ StandardStatus: 'Closed', ClosePrice: 1_810_000, CloseDate: '2026-11-18' });
    expect(sold).toMatchObject({ status: 's', closePrice: 1_810_000, closeDate: '2026-11-18', listPrice: 1_895_000 });
    expect(row({ ClosePrice: 1_810_000, CloseDate: '2026-11-18' })).toMatchObject({ closePrice: null, closeDate: null });
    expect(row({ StandardStatus: 'Closed', CloseDate: '2026-11-18T21:30:00-05:00' }).closeDate).toBe('2026-11-19');
  });
});

describe('PropertyType / PropertySubType', () => {
  it.each([
    ['Residential', 'Single Family Residence', 'r'],
    ['Residential', 'Condominium', 'c'],
    ['Residential', 'Townhouse', 't'],
    ['Residential', 'Stock Cooperative', 'co'],
    ['Residential', 'Manufactured Home', 'mh'],
    ['Residential', 'Cabin', 'r'],
    ['Residential', undefined, 'r'],
    ['Residential', 'A Sub-Type Nobody Maps', 'r'],
    ['Residential Income', 'Duplex', 'dplx'],
    ['Residential Income', 'Triplex', 'tplx'],
    ['Residential Income', 'Quadruplex', 'qplx'],
    ['Residential Income', undefined, 'mf'],
    ['Land', 'Unimproved Land', 'll'],
    ['Land', undefined, 'll'],
    ['Farm', 'Ranch', 'f'],
    ['Manufactured In Park', undefined, 'mh'],
    ['Commercial Sale', 'Multi Family', 'mf'],
    ['Commercial Sale', 'Office', 'o'],
    ['Commercial Lease', 'Office', 'cl'],
    ['Business Opportunity', undefined, 'bs'],
    ['ResidentialIncome', 'Duplex', 'dplx'],
  ])('%s / %s → %s by default', (type, subType, code) => {
    expect(row({ PropertyType: type, PropertySubType: subType }).propertyType).toBe(code);
  });

  it('reads a new single-family home as New Construction', () => {
    expect(row({ NewConstructionYN: true }).propertyType).toBe('cn');
    expect(row({ NewConstructionYN: 'Y', PropertySubType: 'Condominium' }).propertyType).toBe('c');
  });

  it('puts the source map first, "type/sub-type" before "type", case-blind', () => {
    const typeMap = { 'residential/condominium': 't', Residential: 'c', 'Boat Slip': 'o', Land: 'not-a-code' };
    expect(row({ PropertySubType: 'Condominium' }, { typeMap }).propertyType).toBe('t');
    expect(row({}, { typeMap }).propertyType).toBe('c');
    expect(row({ PropertyType: 'Boat Slip', PropertySubType: undefined }, { typeMap }).propertyType).toBe('o');
    // A value that is not a type code is ignored: the default applies.
    expect(row({ PropertyType: 'Land', PropertySubType: undefined }, { typeMap }).propertyType).toBe('ll');
    expect(row({ PropertyType: 'Residential Lease' }, { typeMap: { 'Residential Lease': 'r' } }).propertyType).toBe('r');
  });

  it('skips rentals and types nobody maps, saying what to do', () => {
    expect(skipped({ PropertyType: 'Residential Lease' }).message).toMatch(/^PropertyType "Residential Lease\/Single Family Residence" is a rental/);
    expect(skipped({ PropertyType: 'Boat Slip', PropertySubType: undefined }).message).toBe(
      'PropertyType "Boat Slip" has no type on this site; add it to the source\'s types to import it',
    );
    expect(skipped({ PropertyType: undefined, PropertySubType: undefined }).message).toBe('PropertyType is missing');
  });
});

describe('ListPrice', () => {
  it.each([
    [0, 'ListPrice: 0 is outside 1–2000000000'],
    [-5, 'ListPrice: -5 is outside 1–2000000000'],
    [3e9, 'ListPrice: 3000000000 is outside 1–2000000000'],
    ['call for price', 'ListPrice: "call for price" is not a number'],
    [undefined, 'ListPrice is missing'],
    ['', 'ListPrice is missing'],
    [Number.NaN, 'ListPrice: NaN is not a number'],
  ])('skips %p', (price, message) => {
    expect(skipped({ ListPrice: price }).message).toBe(message);
  });

  it('reads numbers written as text, rounded to dollars', () => {
    expect(row({ ListPrice: '1,250,000' }).listPrice).toBe(1_250_000);
    expect(row({ ListPrice: '$749,000.00' }).listPrice).toBe(749_000);
    expect(row({ ListPrice: 499_999.6 }).listPrice).toBe(500_000);
  });

  it('drops a bad OriginalListPrice or ClosePrice but keeps the listing', () => {
    const { row: r, warnings } = mapped({ OriginalListPrice: 'n/a', StandardStatus: 'Closed', ClosePrice: 0 });
    expect(r).toMatchObject({ originalListPrice: null, closePrice: null, status: 's' });
    expect(warnings).toEqual(['OriginalListPrice: "n/a" is not a number; dropped', 'ClosePrice: 0 is outside 1–2000000000; dropped']);
  });
});

describe('numbers', () => {
  it('reads "3" as 3 and drops "three" with a warning naming the field', () => {
    expect(row({ BedroomsTotal: '3' }).bedroomsTotal).toBe(3);
    const { row: r, warnings } = mapped({ BedroomsTotal: 'three', GarageSpaces: 'two car', YearBuilt: { year: 1990 } });
    expect(r).toMatchObject({ bedroomsTotal: null, garageSpaces: null, yearBuilt: null, listPrice: 1_895_000 });
    expect(warnings).toEqual([
      'BedroomsTotal: "three" is not a number; dropped',
      'YearBuilt: {"year":1990} is not a number; dropped',
      'GarageSpaces: "two car" is not a number; dropped',
    ]);
  });

  it('keeps every number inside its column (smallint, numeric) so no value can fail the insert', () => {
    const { row: r, warnings } = mapped({
      BedroomsTotal: 40_000, BathroomsFull: 1e9, GarageSpaces: -1, StoriesTotal: 70_000, LivingArea: 5e10, LotSizeAcres: 1e12,
      AssumableMortgageRate: 150,
    });
    expect(r).toMatchObject({ bedroomsTotal: null, bathroomsFull: null, garageSpaces: null, storiesTotal: null, livingArea: null, assumableMortgageRate: null });
    // LotSizeSquareFeet is read when LotSizeAcres is unusable.
    expect(r.lotSizeAcres).toBe(0.84);
    expect(warnings).toHaveLength(7);
  });

  it('checks YearBuilt against 1600 … next year', () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(row({ YearBuilt: next }).yearBuilt).toBe(next);
    expect(row({ YearBuilt: 1650 }).yearBuilt).toBe(1650);
    expect(mapped({ YearBuilt: next + 1 }).warnings).toEqual([`YearBuilt: ${next + 1} is outside 1600–${next}; dropped`]);
    expect(row({ YearBuilt: 1066 }).yearBuilt).toBeNull();
  });

  it('reads 0 as "unknown" where feeds mean that, and as 0 where it is a count', () => {
    const { row: r, warnings } = mapped({ LivingArea: 0, YearBuilt: 0, StoriesTotal: 0, GarageSpaces: 0, BedroomsTotal: 0 });
    expect(r).toMatchObject({ livingArea: null, yearBuilt: null, storiesTotal: null, garageSpaces: 0, bedroomsTotal: 0 });
    expect(warnings).toEqual([]);
  });

  it('takes bathrooms from BathroomsTotalDecimal, else full + ½ half, else BathroomsTotalInteger', () => {
    expect(row({ BathroomsTotalDecimal: 2.75 }).bathroomsTotal).toBe(2.8);
    expect(row({ BathroomsFull: 2, BathroomsHalf: 1 }).bathroomsTotal).toBe(2.5);
    expect(row({ BathroomsFull: 2, BathroomsHalf: undefined })).toMatchObject({ bathroomsTotal: 2, bathroomsHalf: null });
    expect(row({ BathroomsFull: undefined, BathroomsHalf: undefined, BathroomsTotalInteger: '3' })).toMatchObject({ bathroomsTotal: 3, bathroomsFull: null });
  });

  it('converts living area given in square metres', () => {
    expect(row({ LivingArea: 200, LivingAreaUnits: 'Square Meters' }).livingArea).toBe(2153);
  });

  it('takes the lot from LotSizeAcres, else LotSizeSquareFeet / 43560, else LotSizeArea in its units', () => {
    expect(row({ LotSizeAcres: undefined, LotSizeSquareFeet: 21_780 }).lotSizeAcres).toBe(0.5);
    expect(row({ LotSizeAcres: undefined, LotSizeSquareFeet: undefined, LotSizeArea: 2.25, LotSizeUnits: 'Acres' }).lotSizeAcres).toBe(2.25);
    expect(row({ LotSizeAcres: undefined, LotSizeSquareFeet: undefined, LotSizeArea: 10_890, LotSizeUnits: 'Square Feet' }).lotSizeAcres).toBe(0.25);
    expect(row({ LotSizeAcres: 1.23456 }).lotSizeAcres).toBe(1.235);
    expect(row({ LotSizeAcres: undefined, LotSizeSquareFeet: undefined }).lotSizeAcres).toBeNull();
  });

  it('takes StoriesTotal, else Stories', () => {
    expect(row({ StoriesTotal: undefined, Stories: 3 }).storiesTotal).toBe(3);
    expect(row({ StoriesTotal: 1, Stories: 3 }).storiesTotal).toBe(1);
  });
});

describe('AssociationFee', () => {
  it.each([
    ['Monthly', 450, 450],
    ['Annually', 1_800, 150],
    ['Quarterly', 900, 300],
    ['Semi-Annually', 1_200, 200],
    ['Bi-Monthly', 500, 250],
    ['Semi-Monthly', 100, 200],
    ['Weekly', 60, 260],
    [undefined, 275, 275],
  ])('%s %d → %d a month', (frequency, fee, monthly) => {
    expect(row({ AssociationFee: fee, AssociationFeeFrequency: frequency }).associationFeeMonthly).toBe(monthly);
  });

  it('adds a second association fee', () => {
    expect(row({ AssociationFee: 1_200, AssociationFeeFrequency: 'Annually', AssociationFee2: 50, AssociationFee2Frequency: 'Monthly' }).associationFeeMonthly).toBe(150);
  });

  it('has no HOA without a fee, with AssociationYN false, or with a one-time fee', () => {
    expect(row({ AssociationFee: undefined }).associationFeeMonthly).toBeNull();
    expect(row({ AssociationYN: false }).associationFeeMonthly).toBeNull();
    expect(row({ AssociationFee: 0 }).associationFeeMonthly).toBeNull();
    const oneTime = mapped({ AssociationFeeFrequency: 'One Time' });
    expect(oneTime.row.associationFeeMonthly).toBeNull();
    expect(oneTime.warnings).toEqual(['AssociationFeeFrequency: "One Time" is not a recurring period; AssociationFee dropped']);
  });
});

describe('Basement', () => {
  it.each([
    [['Unfinished'], [1]],
    [['Partially Finished'], [2]],
    [['Finished', 'Walk-Up Access'], [3, 6]],
    [['Daylight', 'Finished'], [3, 4]],
    ['Full, Finished, Walk-Out Access', [3, 5]],
    [['Full', 'Sump Pump'], [7]],
    [['Other'], [7]],
    [['None'], []],
    [['Crawl Space'], []],
    [[], []],
  ])('%p → %p', (basement, codes) => {
    expect(row({ Basement: basement }).basementTypes).toEqual(codes);
  });

  it('has none when BasementYN says so', () => {
    expect(row({ BasementYN: false, Basement: ['Finished'] }).basementTypes).toEqual([]);
  });
});

describe('address', () => {
  it('uses UnparsedAddress, adding city, state and ZIP when it has none', () => {
    expect(row({ UnparsedAddress: '27 N Harbor Rd' }).unparsedAddress).toBe('27 N Harbor Rd, Sag Harbor, NY 11963');
    expect(row({ UnparsedAddress: '27 N Harbor Rd, Sag Harbor, NY 11963' }).unparsedAddress).toBe('27 N Harbor Rd, Sag Harbor, NY 11963');
    expect(row({ UnparsedAddress: '27 Sag Harbor Tpke' }).unparsedAddress).toBe('27 Sag Harbor Tpke, Sag Harbor, NY 11963');
  });

  it('builds it from the street parts, spelling out the suffix and the direction', () => {
    expect(row({ UnitNumber: '4B' })).toMatchObject({ unparsedAddress: '27 North Harbor Road Unit 4B, Sag Harbor, NY 11963', unitNumber: '4B', streetName: 'North Harbor Road' });
    expect(row({ StreetDirPrefix: undefined, StreetSuffix: 'Tpke', StreetDirSuffix: 'E' }).streetName).toBe('Harbor Turnpike East');
    expect(row({ StreetSuffix: 'Path' }).streetName).toBe('North Harbor Path');
  });

  it('reads the parts off UnparsedAddress when the feed sends none', () => {
    const parts = { StreetNumber: undefined, StreetDirPrefix: undefined, StreetName: undefined, StreetSuffix: undefined };
    expect(row({ ...parts, UnparsedAddress: '12 S Main St. Apt 3, Sag Harbor, NY 11963' })).toMatchObject({ streetNumber: '12', streetName: 'South Main Street', unitNumber: '3' });
    expect(row({ ...parts, UnparsedAddress: 'Lot 7 Bay View Path' })).toMatchObject({ streetNumber: null, streetName: null, unparsedAddress: 'Lot 7 Bay View Path, Sag Harbor, NY 11963' });
    expect(skipped(parts).message).toBe('UnparsedAddress is missing (and no StreetName to build it from)');
  });

  it('gives the city its slug, and falls back to PostalCity', () => {
    expect(row({ City: 'Hampton Bays' }).citySlug).toBe('hampton-bays');
    expect(row({ City: undefined, PostalCity: 'Southold' })).toMatchObject({ city: 'Southold', citySlug: 'southold' });
  });

  it('skips a record without a city, state or ZIP', () => {
    expect(skipped({ City: undefined }).message).toBe('City is missing');
    expect(skipped({ StateOrProvince: '' }).message).toBe('StateOrProvince is missing');
    expect(skipped({ PostalCode: null }).message).toBe('PostalCode is missing');
    expect(skipped({ City: '???' }).message).toBe('City: "???" has no letters or digits to make a web address of');
  });

  it('cuts over-long text to its column with a warning', () => {
    const { row: r, warnings } = mapped({ SubdivisionName: 'x'.repeat(300) });
    expect(r.subdivisionName).toHaveLength(100);
    expect(warnings).toEqual(['SubdivisionName: longer than 100 characters; cut']);
  });
});

describe('coordinates', () => {
  it.each([
    [{ Latitude: 91 }, 'Latitude: 91 is outside -90–90'],
    [{ Longitude: -200 }, 'Longitude: -200 is outside -180–180'],
    [{ Latitude: 'north' }, 'Latitude: "north" is not a number'],
    [{ Longitude: undefined }, 'Longitude is missing'],
    [{ Latitude: 0, Longitude: 0 }, 'Latitude/Longitude: 0, 0 is not a place (not geocoded)'],
    [{ Latitude: '0.0', Longitude: '0' }, 'Latitude/Longitude: 0, 0 is not a place (not geocoded)'],
  ])('skips %p', (changes, message) => {
    expect(skipped(changes).message).toBe(message);
  });

  it('keeps coordinates as sent, text included', () => {
    expect(row({ Latitude: '41.0012345', Longitude: '-72.3' })).toMatchObject({ latitude: 41.0012345, longitude: -72.3 });
    expect(row({ Latitude: 0, Longitude: 9.5 })).toMatchObject({ latitude: 0, longitude: 9.5 });
  });
});

describe('PublicRemarks', () => {
  it('strips HTML to plain text, scripts and all, decoding entities', () => {
    const remarks = '<p>Sun-filled <b>Cape</b> &amp; barn</p><script>alert("x")</script><p>Caf&eacute; nearby &lt;3<br>Dock&nbsp; rights</p><img src=x onerror=alert(1)>';
    expect(row({ PublicRemarks: remarks }).publicRemarks).toBe('Sun-filled Cape & barn\nCafé nearby <3\nDock rights');
  });

  it('leaves plain text alone but for spaces, and empties to null', () => {
    expect(row({ PublicRemarks: '  Two   spaces\tand a tab.  ' }).publicRemarks).toBe('Two spaces and a tab.');
    expect(row({ PublicRemarks: '<p> </p>' }).publicRemarks).toBeNull();
  });

  it('caps remarks at 4,000 characters with a warning', () => {
    const { row: r, warnings } = mapped({ PublicRemarks: 'word '.repeat(1_000) });
    expect(r.publicRemarks).toHaveLength(4_000);
    expect(warnings).toEqual(['PublicRemarks: longer than 4000 characters; cut']);
  });
});

describe('dates', () => {
  it('takes listedAt from OnMarketDate, else ListingContractDate, else OriginalEntryTimestamp', () => {
    expect(row().listedAt).toEqual(new Date('2026-09-14T00:00:00Z'));
    expect(row({ OnMarketDate: undefined }).listedAt).toEqual(new Date('2026-09-10T00:00:00Z'));
    expect(row({ OnMarketDate: undefined, ListingContractDate: undefined }).listedAt).toEqual(new Date('2026-09-10T16:20:00Z'));
    expect(row({ OnMarketTimestamp: '2026-09-14T13:45:00-04:00' }).listedAt).toEqual(new Date('2026-09-14T17:45:00Z'));
  });

  it('skips a record without a usable ModificationTimestamp', () => {
    expect(skipped({ ModificationTimestamp: undefined }).message).toBe('ModificationTimestamp is missing');
    expect(skipped({ ModificationTimestamp: 'yesterday' }).message).toBe('ModificationTimestamp: "yesterday" is not an ISO 8601 timestamp');
    expect(skipped({ ModificationTimestamp: '2026-02-30T10:00:00Z' }).message).toMatch(/^ModificationTimestamp: .* is not an ISO 8601/);
    expect(skipped({ ModificationTimestamp: 1_763_000_000 }).message).toMatch(/^ModificationTimestamp: /);
  });

  it('reads a timestamp without a zone as UTC, and keeps milliseconds', () => {
    expect(row({ ModificationTimestamp: '2026-11-20 14:03:11.5' }).sourceModifiedAt).toEqual(new Date('2026-11-20T14:03:11.500Z'));
  });

  it('drops a bad optional date with a warning', () => {
    const { row: r, warnings } = mapped({ PhotosChangeTimestamp: '11/20/2026', OnMarketDate: '0202-09-14' });
    expect(r.photosChangedAt).toBeNull();
    expect(r.listedAt).toEqual(new Date('2026-09-10T00:00:00Z'));
    expect(warnings).toEqual(['OnMarketDate: "0202-09-14" is not an ISO 8601 date; dropped', 'PhotosChangeTimestamp: "11/20/2026" is not an ISO 8601 date; dropped']);
  });
});

describe('features', () => {
  const NONE: ResoRecord = {
    FireplaceYN: undefined, Flooring: undefined, Cooling: undefined, PoolPrivateYN: undefined, PoolFeatures: undefined, PatioAndPorchFeatures: undefined,
    View: undefined, WaterfrontYN: undefined, CommunityFeatures: undefined, Utilities: undefined,
  };

  it('reads every feature of the vocabulary from the field a feed says it with', () => {
    const params = FEATURE_GROUPS.flatMap((g) => g.features.map(([param]) => param));
    for (const param of params) {
      const said = FEATURE_FIELDS[param];
      if (!said) throw new Error(`no RESO field for ${param}`);
      const [field, value] = said;
      // The yes/no fields stated "no", as the demo's file does, so each value says one feature only.
      const record = { ...NONE, FireplaceYN: false, PoolPrivateYN: false, WaterfrontYN: false, [field]: value === true ? true : [value] };
      expect([param, mapped(record).featureParams]).toEqual([param, [param]]);
    }
  });

  it('reads lookup values as arrays, comma text or OData enum names', () => {
    expect(mapped({ ...NONE, PatioAndPorchFeatures: 'Deck, Patio' }).featureParams).toEqual(['deck', 'patio']);
    expect(mapped({ ...NONE, Cooling: ['CentralAir'], InteriorFeatures: ['OpenFloorplan', "Chef's Kitchen"] }).featureParams).toEqual(['central-air', 'open-floor-plan', 'chefs-kitchen']);
  });

  it('lets a stated yes/no decide', () => {
    expect(mapped({ ...NONE, PoolPrivateYN: false, PoolFeatures: ['In Ground'] }).featureParams).toEqual([]);
    expect(mapped({ ...NONE, PoolFeatures: ['In Ground'] }).featureParams).toEqual(['pool']);
    expect(mapped({ ...NONE, PoolFeatures: ['Community'] }).featureParams).toEqual([]);
    expect(mapped({ ...NONE, FireplacesTotal: 2 }).featureParams).toEqual(['fireplace']);
    expect(mapped({ ...NONE, WaterfrontFeatures: ['Bay Front'] }).featureParams).toEqual(['waterfront', 'bay-front']);
    expect(mapped({ ...NONE, WaterfrontYN: false, WaterfrontFeatures: ['Bay Front'] }).featureParams).toEqual(['bay-front']);
    expect(mapped({ ...NONE, SeniorCommunityYN: 'Y' }).featureParams).toEqual(['55-plus']);
    expect(mapped({ ...NONE, Fencing: ['None'] }).featureParams).toEqual([]);
  });
});

describe('extraInfo', () => {
  it('keeps a few source-specific fields as plain values', () => {
    expect(row({ BuilderName: 'Hamptons Custom Homes', ArchitecturalStyle: ['Colonial'], TaxAnnualAmount: '12,400' }).extraInfo).toEqual({
      taxesAnnual: 12_400, taxYear: 2026, heating: 'Forced Air, Natural Gas', water: 'Public', sewer: 'Septic Tank', style: 'Colonial', builder: 'Hamptons Custom Homes', zoning: 'R-20',
    });
  });
});

describe('mapMedia', () => {
  const photo = (n: number, extra: ResoRecord = {}) => ({ MediaKey: `k${n}`, MediaURL: `https://cdn.example.com/${n}.jpg`, Order: n, ...extra });

  it('keeps photos only, in Order, renumbered from 0', () => {
    const media = mapMedia([
      photo(5),
      photo(3, { MediaCategory: 'Floor Plan' }),
      photo(1, { MediaCategory: 'Photo', LongDescription: 'Front' }),
      photo(4, { MimeType: 'video/mp4' }),
      photo(2, { MediaType: 'jpeg' }),
      photo(6, { MediaCategory: 'Photo', Permission: ['Private'] }),
      photo(7, { MediaCategory: 'Document', MimeType: 'image/jpeg' }),
    ]);
    expect(media.map((m) => [m.key, m.order, m.caption])).toEqual([['k1', 0, 'Front'], ['k2', 1, null], ['k5', 2, null]]);
  });

  it('keeps the feed order where Order is missing or equal, after the ordered ones', () => {
    const media = mapMedia([{ MediaURL: 'https://cdn.example.com/a.jpg' }, photo(2), { MediaURL: 'https://cdn.example.com/b.jpg' }, photo(1)]);
    expect(media.map((m) => m.key)).toEqual(['k1', 'k2', 'https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.jpg']);
  });

  it('accepts http(s) URLs only, and a MediaKey once', () => {
    const media = mapMedia([
      photo(1, { MediaURL: 'ftp://cdn.example.com/1.jpg' }),
      photo(2, { MediaURL: 'javascript:alert(1)' }),
      photo(3, { MediaURL: '/relative/3.jpg' }),
      photo(4, { MediaURL: 'https://user:pw@cdn.example.com/4.jpg' }),
      photo(5, { MediaURL: 'http://cdn.example.com/5 6.jpg' }),
      photo(6, { MediaURL: 'image-store:ext-01.jpg' }),
      photo(7),
      photo(8, { MediaKey: 'k7' }),
      photo(9, { MediaURL: 'HTTP://CDN.EXAMPLE.COM/9.JPG' }),
    ]);
    expect(media.map((m) => m.url)).toEqual(['https://cdn.example.com/7.jpg', 'HTTP://CDN.EXAMPLE.COM/9.JPG']);
  });

  it('accepts image-store photos only when asked to, and only bare file names', () => {
    const list = [photo(1, { MediaURL: 'image-store:ext-01.jpg' }), photo(2, { MediaURL: 'image-store:../secrets.jpg' }), photo(3, { MediaURL: 'image-store:a/b.jpg' })];
    expect(mapMedia(list, { allowImageStore: true }).map((m) => m.url)).toEqual(['image-store:ext-01.jpg']);
    expect(mapMedia(list)).toEqual([]);
  });

  it('caps a listing at 100 photos', () => {
    expect(mapMedia(Array.from({ length: 250 }, (_, n) => photo(n)))).toHaveLength(100);
  });

  it('answers an empty list for anything that is not a list of media', () => {
    for (const list of [undefined, null, 'https://x.test/1.jpg', { MediaURL: 'https://x.test/1.jpg' }, [null, 3, 'x', []]]) expect(mapMedia(list)).toEqual([]);
  });
});

describe('never a failure the importer cannot handle', () => {
  const WEIRD: unknown[] = [
    null, '', ' ', 'abc', '3', '-1', '1e309', 0, -1, 1e12, Number.NaN, Number.POSITIVE_INFINITY, true, false, [], ['x'], {}, { a: 1 }, '2026-13-45',
    '<b>x</b>', '\u0000', 'x'.repeat(10_000),
  ];
  const SMALLINT = ['bedroomsTotal', 'bathroomsFull', 'bathroomsHalf', 'yearBuilt', 'garageSpaces', 'storiesTotal'] as const;

  it('maps or skips any value in any field, and every row it keeps fits its columns', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const fields = Object.keys(RECORD);
    for (let i = 0; i < 3_000; i++) {
      const changes: ResoRecord = {};
      for (let k = 0; k < 3; k++) changes[fields[Math.floor(next() * fields.length)]!] = WEIRD[Math.floor(next() * WEIRD.length)];
      const result = map(changes);
      if (!result.ok) {
        expect(result.message.length).toBeGreaterThan(0);
        continue;
      }
      const r = result.listing.row;
      for (const column of SMALLINT) {
        const v = r[column];
        if (v !== null && v !== undefined) expect(Number.isInteger(v) && v >= -32_768 && v <= 32_767).toBe(true);
      }
      expect(r.listPrice > 0 && r.listPrice <= 2_000_000_000).toBe(true);
      expect(Number.isFinite(r.latitude) && Number.isFinite(r.longitude)).toBe(true);
      if (r.bathroomsTotal != null) expect(r.bathroomsTotal).toBeLessThan(1_000);
      expect(r.listedAt instanceof Date && Number.isFinite(r.listedAt.getTime())).toBe(true);
    }
  });

  it('maps a record in microseconds', () => {
    const records = Array.from({ length: 20_000 }, (_, i) => ({ ...RECORD, ListingKey: `K${i}`, ListPrice: 400_000 + i }));
    for (const record of records.slice(0, 2_000)) mapResoRecord(record);
    const started = performance.now();
    for (const record of records) mapResoRecord(record);
    const perRecordUs = ((performance.now() - started) * 1_000) / records.length;
    // The aim is ~10 µs; the bound leaves room for a shared, busy test machine.
    expect(perRecordUs).toBeLessThan(100);
  });
});
