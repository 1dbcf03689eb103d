import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { ASCII_SAMPLE, keywordTextBuilder, lowersAscii, type KeywordText } from './keywords';

/** An absent whole number (SQL null) in an Int32Array column: no range test passes it, as in SQL. */
export const NULL_INT = -2_147_483_648;

/**
 * The listings of some feeds, one typed array per filtered column, index i being one listing
 * (docs/search.md "Map index"). Decimals, dates and times are Float64 with NaN for null, so a
 * comparison with a null fails as SQL's does; whole numbers are Int32 with NULL_INT. Codes:
 * statuses and types are indexes into `statusCodes` / `typeCodes`, feeds into `sourceIds`.
 */
export interface MapColumns {
  size: number;
  /** Listing ids, ascending (loaded in id order: a lower number is a lower id, the sorts' tie-break). */
  id: Int32Array;
  sourceIds: number[];
  statusCodes: string[];
  typeCodes: string[];
  source: Uint8Array;
  status: Uint8Array;
  type: Uint8Array;
  latitude: Float64Array;
  longitude: Float64Array;
  price: Int32Array;
  beds: Int32Array;
  baths: Float64Array;
  garage: Int32Array;
  stories: Int32Array;
  year: Int32Array;
  sqft: Int32Array;
  acres: Float64Array;
  /** photos_count > 0 */
  withPhotos: Uint8Array;
  /** Milliseconds since 1970 (listed_at, price_reduced_at); close_date as days since 1970. */
  listedAt: Float64Array;
  reducedAt: Float64Array;
  closeDay: Float64Array;
  hoa: Int32Array;
  assumableRate: Float64Array;
  /** Bit n set when basement_types holds n (0–31); `basementOverflow` when one does not fit. */
  basement: Uint32Array;
  basementOverflow: boolean;
  /** features_mask, low and high 32 bits. */
  featuresLow: Uint32Array;
  featuresHigh: Uint32Array;
  /** Addresses, subdivisions and MLS numbers for keywords; null when the database lowers ASCII unusually (keywords go to SQL). */
  text: KeywordText | null;
  /** Listing numbers in a sort's order, made on first use (lib/search/map-index/order.ts). */
  orders: Map<string, Uint32Array>;
}

interface Row {
  id: number;
  source_id: number;
  status: string;
  property_type: string;
  latitude: number;
  longitude: number;
  price: number | null;
  beds: number | null;
  baths: number | null;
  garage: number | null;
  stories: number | null;
  year: number | null;
  sqft: number | null;
  acres: number | null;
  with_photos: boolean;
  listed_ms: number | null;
  reduced_ms: number | null;
  close_day: number | null;
  hoa: number | null;
  assumable: number | null;
  basement: number[] | null;
  mask: string;
  address: string;
  subdivision: string | null;
  listing_id: string;
}

/** Rows per query while loading: one page of the id order at a time, never the whole table in memory as objects. */
const BATCH = 20_000;

/** How many listings the feeds hold (the registry skips small ones: SQL groups them fast). */
export async function countListings(db: Db, sourceIds: number[]): Promise<number> {
  if (!sourceIds.length) return 0;
  const [row] = await queryRows<{ n: number }>(sql`select count(*)::int as n from properties where source_id in (${sql.join(sourceIds.map((id) => sql`${id}`), sql`, `)})`, db);
  return Number(row?.n ?? 0);
}

/**
 * Reads every listing of these feeds into columns, in pages by id. Decimals are cast to float8
 * in SQL (numeric → float8 parses the same text JavaScript would); timestamps come as epoch
 * milliseconds and dates as days, so no driver's date parsing (or time zone) is involved.
 */
export async function loadMapColumns(db: Db, sourceIds: number[], capacity: number): Promise<MapColumns> {
  const c = emptyColumns(sourceIds, capacity);
  const sourceIndex = new Map(sourceIds.map((id, i) => [id, i]));
  const statusIndex = new Map<string, number>();
  const typeIndex = new Map<string, number>();
  const code = (map: Map<string, number>, list: string[], value: string) => {
    let n = map.get(value);
    if (n === undefined) {
      n = list.push(value) - 1;
      map.set(value, n);
    }
    return n;
  };
  if (!sourceIds.length) return c;
  const [lowered] = await queryRows<{ sample: string }>(sql`select lower(${ASCII_SAMPLE}::text) as sample`, db);
  const text = lowersAscii(String(lowered?.sample)) ? keywordTextBuilder(capacity) : null;
  const feeds = sql.join(sourceIds.map((id) => sql`${id}`), sql`, `);
  let after = 0;
  for (;;) {
    const rows = await queryRows<Row>(sql`select id, source_id, status, property_type, latitude, longitude, price,
        bedrooms_total as beds, bathrooms_total::float8 as baths, garage_spaces as garage, stories_total as stories,
        year_built as year, living_area as sqft, lot_size_acres::float8 as acres, photos_count > 0 as with_photos,
        (extract(epoch from listed_at) * 1000)::float8 as listed_ms, (extract(epoch from price_reduced_at) * 1000)::float8 as reduced_ms,
        (close_date - date '1970-01-01')::int as close_day, association_fee_monthly as hoa,
        assumable_mortgage_rate::float8 as assumable, basement_types as basement, features_mask::text as mask,
        lower(unparsed_address) as address, lower(subdivision_name) as subdivision, listing_id
      from properties where source_id in (${feeds}) and id > ${after} order by id limit ${BATCH}`, db);
    for (const r of rows) {
      // Many more rows than counted: listings were added while loading. An index missing some would count wrong.
      if (c.size === capacity) throw new Error(`more than ${capacity} listings while loading; try again`);
      const i = c.size++;
      c.id[i] = Number(r.id);
      c.source[i] = sourceIndex.get(Number(r.source_id)) ?? 0;
      c.status[i] = code(statusIndex, c.statusCodes, r.status);
      c.type[i] = code(typeIndex, c.typeCodes, r.property_type);
      c.latitude[i] = Number(r.latitude);
      c.longitude[i] = Number(r.longitude);
      c.price[i] = whole(r.price);
      c.beds[i] = whole(r.beds);
      c.baths[i] = decimal(r.baths);
      c.garage[i] = whole(r.garage);
      c.stories[i] = whole(r.stories);
      c.year[i] = whole(r.year);
      c.sqft[i] = whole(r.sqft);
      c.acres[i] = decimal(r.acres);
      c.withPhotos[i] = r.with_photos ? 1 : 0;
      c.listedAt[i] = decimal(r.listed_ms);
      c.reducedAt[i] = decimal(r.reduced_ms);
      c.closeDay[i] = decimal(r.close_day);
      c.hoa[i] = whole(r.hoa);
      c.assumableRate[i] = decimal(r.assumable);
      c.basement[i] = basementBits(r.basement, () => (c.basementOverflow = true));
      const mask = BigInt(r.mask);
      c.featuresLow[i] = Number(mask & 0xffff_ffffn);
      c.featuresHigh[i] = Number((mask >> 32n) & 0xffff_ffffn);
      text?.add(r.address, r.subdivision, r.listing_id);
    }
    if (rows.length < BATCH) {
      c.text = text?.finish() ?? null;
      return c;
    }
    after = Number(rows[rows.length - 1]!.id);
  }
}

const whole = (v: number | null) => (v === null || v === undefined ? NULL_INT : Number(v));
const decimal = (v: number | null) => (v === null || v === undefined ? Number.NaN : Number(v));

function basementBits(types: number[] | null, overflow: () => void): number {
  let bits = 0;
  for (const t of types ?? []) {
    if (Number.isInteger(t) && t >= 0 && t <= 31) bits = (bits | (1 << t)) >>> 0;
    else overflow();
  }
  return bits;
}

function emptyColumns(sourceIds: number[], n: number): MapColumns {
  return {
    size: 0,
    id: new Int32Array(n),
    sourceIds,
    statusCodes: [],
    typeCodes: [],
    source: new Uint8Array(n),
    status: new Uint8Array(n),
    type: new Uint8Array(n),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    price: new Int32Array(n),
    beds: new Int32Array(n),
    baths: new Float64Array(n),
    garage: new Int32Array(n),
    stories: new Int32Array(n),
    year: new Int32Array(n),
    sqft: new Int32Array(n),
    acres: new Float64Array(n),
    withPhotos: new Uint8Array(n),
    listedAt: new Float64Array(n),
    reducedAt: new Float64Array(n),
    closeDay: new Float64Array(n),
    hoa: new Int32Array(n),
    assumableRate: new Float64Array(n),
    basement: new Uint32Array(n),
    basementOverflow: false,
    text: null,
    featuresLow: new Uint32Array(n),
    featuresHigh: new Uint32Array(n),
    orders: new Map(),
  };
}
