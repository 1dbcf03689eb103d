import { and, sql, type SQL } from 'drizzle-orm';
import type { SearchQuery } from '@/lib/filters/types';
import { slugify } from '@/lib/text/slug';
import { expandStreetAbbreviations } from './abbreviations';
import { scopeSelection, type ListingScope } from './scope';
import { boundsOfCircle, MILE_METERS } from './geo';
import { escapeLike } from './like';
import { ratingIn, type RatingCorrections } from './company-overrides';
import { featureBits } from './feature-mask';

/** What a search needs beside the query: resolved by the service from the database. */
export interface SearchContext {
  scope: ListingScope;
  /** The signed-in lead, for favourites and viewed homes. */
  leadId: number | null;
  /** pl values (location names or slugs) → the cities they cover. */
  locationCities: (name: string) => string[] | null;
  /** The company's active locations, for pl suggestions. */
  locationNames: string[];
  /** Feature params → ids; unknown params are null. */
  featureId: (param: string) => number | null;
  now: Date;
  /** The company's deal-rating corrections when the search uses ratings (lib/search/rating-corrections.ts); null: not read. */
  ratingCorrections: RatingCorrections;
}

const p = sql.raw('p');
const lowerIn = (column: SQL, values: string[]) => sql`lower(${column}) in (${sql.join(values.map((v) => sql`${v.toLowerCase()}`), sql`, `)})`;
const textIn = (column: SQL, values: string[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
const range = (column: SQL, min: number | undefined, max: number | undefined): SQL[] => [
  ...(min !== undefined ? [sql`${column} >= ${min}`] : []),
  ...(max !== undefined ? [sql`${column} <= ${max}`] : []),
];
/** The moment N days before now, as the ISO text the SQL bounds compare with (the map index parses the same text). */
export const daysAgo = (now: Date, days: number): string => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * The listings this company shows to this viewer, with the query's statuses and types
 * (those it does not offer ignored; none: what is for sale, every type), as SQL over a table
 * alias with source_id, status and property_type columns (listings, or the map grid).
 */
export function scopeCondition(scope: ListingScope, query: Pick<SearchQuery, 'status' | 'type' | 'favorite' | 'lfh' | 'lvh'>, alias = 'p'): SQL {
  const t = sql.raw(alias);
  const { perSource, types } = scopeSelection(scope, query);
  if (!perSource.length || !types.length) return sql`false`;
  const bySource = perSource.map(({ sourceId, statuses }) => sql`(${t}.source_id = ${sourceId} and ${textIn(sql`${t}.status`, statuses)})`);
  return sql`(${sql.join(bySource, sql` or `)}) and ${textIn(sql`${t}.property_type`, types)}`;
}

/** Every search query key of SPEC §3 as a condition on alias `p`, inside the company's scope. */
export function searchConditions(query: SearchQuery, ctx: SearchContext): SQL {
  const { now } = ctx;
  const parts: SQL[] = [scopeCondition(ctx.scope, query)];

  parts.push(...range(sql`${p}.price`, query.minprice, query.maxprice));
  parts.push(...range(sql`${p}.bedrooms_total`, query.minbeds, query.maxbeds));
  parts.push(...range(sql`${p}.bathrooms_total`, query.minbaths, query.maxbaths));
  parts.push(...range(sql`${p}.garage_spaces`, query.mingar, query.maxgar));
  parts.push(...range(sql`${p}.stories_total`, query.minstor, query.maxstor));
  parts.push(...range(sql`${p}.year_built`, query.minyear, query.maxyear));
  parts.push(...range(sql`${p}.living_area`, query.minsqft, query.maxsqft));
  parts.push(...range(sql`${p}.lot_size_acres`, query.minacres, query.maxacres));
  if (query.withim) parts.push(sql`${p}.photos_count > 0`);

  // Days on site, since the last price reduction, since the sale: a max of N days is "within the last N days".
  if (query.maxdayslisted !== undefined) parts.push(sql`${p}.listed_at >= ${daysAgo(now, query.maxdayslisted)}::timestamptz`);
  if (query.mindayslisted !== undefined) parts.push(sql`${p}.listed_at <= ${daysAgo(now, query.mindayslisted)}::timestamptz`);
  if (query.maxdaysprr !== undefined) parts.push(sql`${p}.price_reduced_at >= ${daysAgo(now, query.maxdaysprr)}::timestamptz`);
  if (query.mindaysprr !== undefined) parts.push(sql`${p}.price_reduced_at <= ${daysAgo(now, query.mindaysprr)}::timestamptz`);
  if (query.maxdayssold !== undefined) parts.push(sql`${p}.close_date >= ${daysAgo(now, query.maxdayssold).slice(0, 10)}::date`);
  if (query.mindayssold !== undefined) parts.push(sql`${p}.close_date <= ${daysAgo(now, query.mindayssold).slice(0, 10)}::date`);

  // HOA: -1 is "No HOA" (SPEC §9); a cap keeps listings without one.
  if (query.maxhoa === -1) parts.push(sql`${p}.association_fee_monthly is null`);
  else if (query.maxhoa !== undefined) parts.push(sql`(${p}.association_fee_monthly is null or ${p}.association_fee_monthly <= ${query.maxhoa})`);
  if (query.minhoa !== undefined) parts.push(sql`${p}.association_fee_monthly >= ${query.minhoa}`);
  // Assumable rate: -1 is "No Assumable Mortgage"; a cap needs an assumable loan at or under it.
  if (query.maxassmortgrate === -1) parts.push(sql`${p}.assumable_mortgage_rate is null`);
  else if (query.maxassmortgrate !== undefined) parts.push(sql`${p}.assumable_mortgage_rate <= ${query.maxassmortgrate}`);
  if (query.basmnttype !== undefined) parts.push(sql`${query.basmnttype} = any(${p}.basement_types)`);
  // The company's own deal ratings: its corrections of shared listings over the feed's.
  if (query.ratingweight?.length) parts.push(ratingIn(ctx.scope.companyId, query.ratingweight, ctx.ratingCorrections));

  parts.push(...placeConditions(query, ctx));
  parts.push(...geometryConditions(query));
  const features = featureCondition(query.features, ctx);
  if (features) parts.push(features);
  const lists = leadListConditions(query, ctx);
  parts.push(...lists);
  return and(...parts) ?? sql`true`;
}

function placeConditions(query: SearchQuery, ctx: SearchContext): SQL[] {
  const parts: SQL[] = [];
  if (query.zip?.length) parts.push(textIn(sql`${p}.postal_code`, query.zip));
  if (query.city?.length) parts.push(textIn(sql`${p}.city_slug`, query.city.map(slugify)));
  if (query.city_label?.length) {
    // "Riverhead, NY": the city by its slug, and the state.
    const labels = query.city_label.map((label) => {
      const [city = '', state] = label.split(/,\s*(?=[A-Za-z]{2}$)/);
      return state
        ? sql`(${p}.city_slug = ${slugify(city)} and ${p}.state_or_province = ${state.toUpperCase()})`
        : sql`${p}.city_slug = ${slugify(city)}`;
    });
    parts.push(sql`(${sql.join(labels, sql` or `)})`);
  }
  if (query.state?.length) parts.push(textIn(sql`${p}.state_or_province`, query.state.map((s) => s.toUpperCase())));
  if (query.hood?.length) parts.push(lowerIn(sql`${p}.subdivision_name`, query.hood));
  if (query.county?.length) parts.push(lowerIn(sql`${p}.county_or_parish`, query.county));
  if (query.area?.length) parts.push(lowerIn(sql`${p}.mls_area_major`, query.area));
  if (query.school_district?.length) parts.push(lowerIn(sql`${p}.school_district`, query.school_district));
  if (query.street?.length) parts.push(lowerIn(sql`${p}.street_name`, query.street.map(expandStreetAbbreviations)));
  if (query.address?.length) parts.push(lowerIn(sql`${p}.unparsed_address`, query.address));
  if (query.school?.length) {
    parts.push(sql`exists (select 1 from property_schools ps join schools s on s.id = ps.school_id
      where ps.property_id = ${p}.id and ${lowerIn(sql`s.name`, query.school)})`);
  }
  if (query.pl?.length) {
    const cities = query.pl.flatMap((name) => ctx.locationCities(name) ?? []);
    parts.push(cities.length ? textIn(sql`${p}.city_slug`, cities) : sql`false`);
  }
  if (query.keyword?.length) {
    // Every keyword must match the address (trigram-indexed), the MLS number or the subdivision.
    for (const word of query.keyword) {
      const like = `%${escapeLike(word)}%`;
      parts.push(sql`(${p}.unparsed_address ilike ${like} or ${p}.listing_id = ${word} or ${p}.subdivision_name ilike ${like})`);
    }
  }
  return parts;
}

function geometryConditions(query: SearchQuery): SQL[] {
  const parts: SQL[] = [];
  if (query.bounds) {
    const { west, south, east, north } = query.bounds;
    parts.push(sql`${p}.latitude between ${south} and ${north}`);
    // A box across the antimeridian has west > east.
    parts.push(west <= east ? sql`${p}.longitude between ${west} and ${east}` : sql`(${p}.longitude >= ${west} or ${p}.longitude <= ${east})`);
  }
  if (query.pts && query.pts.length >= 3) {
    const lats = query.pts.map((pt) => pt.lat);
    const lons = query.pts.map((pt) => pt.lon);
    // The bounding box uses the lat/lon index; the polygon test (core Postgres geometry) refines it.
    parts.push(sql`${p}.latitude between ${Math.min(...lats)} and ${Math.max(...lats)}`);
    parts.push(sql`${p}.longitude between ${Math.min(...lons)} and ${Math.max(...lons)}`);
    const polygon = `(${query.pts.map((pt) => `(${pt.lon},${pt.lat})`).join(',')})`;
    parts.push(sql`point(${p}.longitude, ${p}.latitude) <@ ${polygon}::polygon`);
  }
  if (query.circle) {
    const box = boundsOfCircle(query.circle);
    parts.push(sql`${p}.latitude between ${box.south} and ${box.north}`);
    parts.push(sql`${p}.longitude between ${box.west} and ${box.east}`);
    parts.push(
      sql`earth_distance(ll_to_earth(${query.circle.lat}, ${query.circle.lon}), ll_to_earth(${p}.latitude, ${p}.longitude)) <= ${query.circle.miles * MILE_METERS}`,
    );
  }
  return parts;
}

function featureCondition(params: string[] | undefined, ctx: SearchContext): SQL | null {
  if (!params?.length) return null;
  const ids = params.map((param) => ctx.featureId(param)).filter((id): id is number => id !== null);
  // A feature nobody has cannot be matched.
  if (ids.length < params.length) return sql`false`;
  // Features with a bit in features_mask (lib/search/feature-mask.ts): one test on the row itself.
  const bits = featureBits(ids);
  if (bits !== null) return sql`${p}.features_mask & ${bits}::bigint = ${bits}::bigint`;
  // Otherwise one semi-join per feature, each on the feature's own index.
  return and(...ids.map((id) => sql`${p}.id in (select property_id from property_features where feature_id = ${id})`)) ?? null;
}

function leadListConditions(query: SearchQuery, ctx: SearchContext): SQL[] {
  const parts: SQL[] = [];
  const lead = ctx.leadId ?? -1;
  if (query.favorite || query.lfh) {
    parts.push(sql`${p}.id in (select property_id from favourites where company_id = ${ctx.scope.companyId} and lead_id = ${lead})`);
  }
  if (query.lvh) parts.push(sql`${p}.id in (select property_id from viewed_properties where company_id = ${ctx.scope.companyId} and lead_id = ${lead})`);
  return parts;
}
