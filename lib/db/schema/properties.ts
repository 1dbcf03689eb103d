import { sql } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mlsSources } from './feeds';
import { createdAt, id, updatedAt } from './columns';

/**
 * A listing, shared by every company subscribed to its source. Column comments give the
 * RESO Data Dictionary field each column carries; SPEC's short names are mapped at the API edge.
 */
export const properties = pgTable(
  'properties',
  {
    id: id(),
    sourceId: integer('source_id').notNull().references(() => mlsSources.id),
    /** ListingKey: the source's own key. */
    listingKey: text('listing_key').notNull(),
    /** ListingId: the MLS number shown to people. */
    listingId: text('listing_id').notNull(),
    /** StandardStatus as SPEC's code: a Active, o Off Market, s Sold, u Coming Soon, p Under Contract. */
    status: text('status').notNull(),
    /** PropertyType/PropertySubType as SPEC's code (r, c, mf, ll, …). */
    propertyType: text('property_type').notNull(),
    listPrice: integer('list_price').notNull(), // ListPrice, dollars
    /** The price a listing is shown, filtered and sorted at: the sale price once sold, else the list price. */
    price: integer('price').generatedAlwaysAs(sql`case when status = 's' and close_price is not null then close_price else list_price end`),
    originalListPrice: integer('original_list_price'), // OriginalListPrice
    closePrice: integer('close_price'), // ClosePrice
    closeDate: date('close_date'), // CloseDate
    /** ListingContractDate/OnMarketTimestamp: the listing's created_at in the API. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** When the price last went down (PriceChangeTimestamp with a lower ListPrice). */
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    bedroomsTotal: smallint('bedrooms_total'), // BedroomsTotal
    bathroomsTotal: numeric('bathrooms_total', { precision: 4, scale: 1, mode: 'number' }), // BathroomsTotalDecimal
    bathroomsFull: smallint('bathrooms_full'), // BathroomsFull
    bathroomsHalf: smallint('bathrooms_half'), // BathroomsHalf
    livingArea: integer('living_area'), // LivingArea, square feet
    lotSizeAcres: numeric('lot_size_acres', { precision: 10, scale: 3, mode: 'number' }), // LotSizeAcres
    yearBuilt: smallint('year_built'), // YearBuilt
    garageSpaces: smallint('garage_spaces'), // GarageSpaces
    storiesTotal: smallint('stories_total'), // StoriesTotal
    /** Basement as SPEC's codes 1–7 (unfinished … other). */
    basementTypes: smallint('basement_types').array().notNull().default([]),
    /** AssociationFee normalised to a monthly figure; null: no HOA. */
    associationFeeMonthly: integer('association_fee_monthly'),
    /** Assumable mortgage rate in percent, when the listing offers one. */
    assumableMortgageRate: numeric('assumable_mortgage_rate', { precision: 5, scale: 3, mode: 'number' }),
    unparsedAddress: text('unparsed_address').notNull(), // UnparsedAddress
    streetNumber: text('street_number'), // StreetNumber
    streetName: text('street_name'), // StreetName (with suffix, expanded)
    unitNumber: text('unit_number'), // UnitNumber
    city: text('city').notNull(), // City
    citySlug: text('city_slug').notNull(),
    stateOrProvince: text('state_or_province').notNull(), // StateOrProvince
    postalCode: text('postal_code').notNull(), // PostalCode
    countyOrParish: text('county_or_parish'), // CountyOrParish
    subdivisionName: text('subdivision_name'), // SubdivisionName (SPEC "hood")
    mlsAreaMajor: text('mls_area_major'), // MLSAreaMajor (SPEC "area")
    schoolDistrict: text('school_district'), // HighSchoolDistrict
    latitude: doublePrecision('latitude').notNull(), // Latitude
    longitude: doublePrecision('longitude').notNull(), // Longitude
    publicRemarks: text('public_remarks'), // PublicRemarks
    listAgentFullName: text('list_agent_full_name'), // ListAgentFullName
    listOfficeName: text('list_office_name'), // ListOfficeName
    photosCount: smallint('photos_count').notNull().default(0), // PhotosCount
    /** Bit n: the listing has feature id n (lib/search/feature-mask.ts), kept with property_features by every writer of them. */
    featuresMask: bigint('features_mask', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Deal rating weight (60 Great … 10 No Label) and whether a person set it. */
    dealRating: smallint('deal_rating'),
    isManuallyRated: boolean('is_manually_rated').notNull().default(false),
    /** The valuation behind the rating (lib/estimate), and the price and status it rated: a change of either rates again. */
    estimatedValue: integer('estimated_value'),
    ratedPrice: integer('rated_price'),
    ratedStatus: text('rated_status'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    /** Source-specific extras shown on the details page. */
    extraInfo: jsonb('extra_info').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** When our copy last changed (an import or an edit): e-alerts look for changes after their last send. */
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    /** ModificationTimestamp: the feed's own time of the record's last change (replication's cursor). */
    sourceModifiedAt: timestamp('source_modified_at', { withTimezone: true, precision: 3 }),
    /** PhotosChangeTimestamp: photos are fetched again only when this moves. */
    photosChangedAt: timestamp('photos_changed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_source_key_uq').on(t.sourceId, t.listingKey),
    index('properties_search_idx').on(t.sourceId, t.status, t.propertyType, t.price),
    // Place chips (street, neighbourhood, county, area, school district) match case-insensitively.
    index('properties_street_idx').on(sql`lower(${t.streetName})`),
    index('properties_hood_idx').on(sql`lower(${t.subdivisionName})`),
    index('properties_county_idx').on(sql`lower(${t.countyOrParish})`),
    index('properties_area_idx').on(sql`lower(${t.mlsAreaMajor})`),
    index('properties_district_idx').on(sql`lower(${t.schoolDistrict})`),
    index('properties_subdivision_trgm_idx').using('gin', sql`${t.subdivisionName} gin_trgm_ops`),
    index('properties_listed_idx').on(t.sourceId, t.listedAt.desc()),
    // Page order for the default and the price sorts: the first page is read off the index, not sorted.
    index('properties_listed_order_idx').on(t.listedAt.desc(), t.id.desc()),
    index('properties_price_order_idx').on(t.price.desc(), t.id.desc()),
    // The other sorts the search pages offer (SPEC §9 gallery sorts), all biggest/newest first:
    // a page of "largest homes" walks the index instead of sorting every match (1M listings: 260 ms).
    index('properties_square_order_idx').on(t.livingArea.desc(), t.id.desc()),
    index('properties_beds_order_idx').on(t.bedroomsTotal.desc(), t.id.desc()),
    index('properties_baths_order_idx').on(t.bathroomsTotal.desc(), t.id.desc()),
    index('properties_year_order_idx').on(t.yearBuilt.desc(), t.id.desc()),
    index('properties_lot_order_idx').on(t.lotSizeAcres.desc(), t.id.desc()),
    index('properties_reduced_order_idx').on(t.priceReducedAt.desc(), t.id.desc()),
    index('properties_rating_order_idx').on(t.dealRating.desc(), t.id.desc()),
    // Address suggestions match from the start of the address ("12 Main…").
    index('properties_address_prefix_idx').on(sql`lower(${t.unparsedAddress}) text_pattern_ops`),
    // (latitude, longitude) with the scope columns included: migration 0004 (drizzle cannot say INCLUDE).
    index('properties_city_idx').on(t.citySlug),
    index('properties_zip_idx').on(t.postalCode),
    // "Sold within N days": the scope and position included (migration 0020), so sold clusters read the index alone.
    index('properties_sold_geo_idx').on(t.closeDate).where(sql`close_date is not null`),
    index('properties_address_trgm_idx').using('gin', sql`${t.unparsedAddress} gin_trgm_ops`),
    index('properties_listing_id_idx').on(t.listingId),
    // E-alert delivery scans the listings changed since an alert's last send.
    index('properties_modified_idx').on(t.modifiedAt),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    /** n in /images/{id}-{n}.jpg, from 0. */
    position: smallint('position').notNull(),
    /** Where the bytes are: a file name in the image store; null while an imported photo waits to be fetched. */
    storageKey: text('storage_key'),
    /** The feed's MediaURL the photo is fetched from (imported listings only). */
    mediaUrl: text('media_url'),
    /** The feed's MediaKey, or the URL when the feed gives none. */
    mediaKey: text('media_key'),
    /** Failed fetches so far: a photo that keeps failing is given up on after a few. */
    fetchAttempts: smallint('fetch_attempts').notNull().default(0),
    width: smallint('width'),
    height: smallint('height'),
    caption: text('caption'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.position] }),
    // The media phase's queue: imported photos not fetched yet.
    index('property_images_pending_idx').on(t.propertyId).where(sql`storage_key is null`),
  ],
);

export const PRICE_EVENTS = ['listed', 'price_change', 'pending', 'sold', 'off_market', 'relisted', 'coming_soon'] as const;

export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    eventDate: date('event_date').notNull(),
    event: text('event', { enum: PRICE_EVENTS }).notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('price_history_property_idx').on(t.propertyId, t.eventDate)],
);

export const openHouses = pgTable(
  'open_houses',
  {
    id: id(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    remarks: text('remarks'),
  },
  (t) => [index('open_houses_property_idx').on(t.propertyId, t.startsAt), index('open_houses_starts_idx').on(t.startsAt)],
);

export const SCHOOL_LEVELS = ['elementary', 'middle', 'high'] as const;

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text('name').notNull(),
    level: text('level', { enum: SCHOOL_LEVELS }).notNull(),
    district: text('district').notNull(),
    grades: text('grades'),
    rating: smallint('rating'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('schools_district_idx').on(t.district), index('schools_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const propertySchools = pgTable(
  'property_schools',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').notNull().references(() => schools.id, { onDelete: 'cascade' }),
    distanceMiles: numeric('distance_miles', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.schoolId] }), index('property_schools_school_idx').on(t.schoolId)],
);

/** The feature vocabulary (Interior, Exterior, Waterfront …) shared by all sources. */
export const featureGroups = pgTable('feature_groups', {
  id: id(),
  title: text('title').notNull(),
  position: smallint('position').notNull().default(0),
});

export const features = pgTable(
  'features',
  {
    id: id(),
    groupId: integer('group_id').notNull().references(() => featureGroups.id, { onDelete: 'cascade' }),
    /** The search parameter, e.g. "pool" in features-pool,waterfront. */
    param: text('param').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('features_param_uq').on(t.param)],
);

export const propertyFeatures = pgTable(
  'property_features',
  {
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').notNull().references(() => features.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] }), index('property_features_feature_idx').on(t.featureId)],
);
