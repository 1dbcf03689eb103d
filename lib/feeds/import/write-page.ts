import 'server-only';
import { getTableColumns, inArray, is, sql, SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { properties, propertyFeatures, propertyImages } from '@/lib/db/schema';
import type { MappedListing } from '@/lib/reso/mapping';
import { historyEventsFor, type PreviousListing } from './history-events';
import { jsonRecordset } from './json-rows';
import { linkNearestSchools, type PlacedListing } from './nearest-schools';
import { imageRowsFor, type StoredImage } from './image-rows';
import { queryRows } from '@/lib/db/rows';
import { featureMaskOf } from '@/lib/search/feature-mask';

export interface PageCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Listings written whose photo set is new or changed (their photos wait for the media phase). */
  photosChanged: number;
}

/** Columns the importer never writes from a record: ours, or computed by the database. */
const NOT_FROM_FEED = new Set(['id', 'sourceId', 'price', 'createdAt', 'updatedAt', 'modifiedAt', 'dealRating', 'isManuallyRated', 'estimatedValue', 'ratedPrice', 'ratedStatus', 'ratedAt', 'priceReducedAt', 'photosCount', 'featuresMask']);
const COLUMNS = getTableColumns(properties);
const FEED_COLUMNS = Object.entries(COLUMNS).filter(([key]) => !NOT_FROM_FEED.has(key));
/** A column the record leaves out takes the table's default (an empty basement list, no extras), as an INSERT would. */
const COLUMN_DEFAULTS: Record<string, unknown> = Object.fromEntries(
  FEED_COLUMNS.filter(([, column]) => column.hasDefault && column.default !== undefined && !is(column.default, SQL)).map(([, column]) => [column.name, column.default]),
);
/** Each written column's SQL type, for reading the page's rows out of JSON. */
const ROW_TYPES: Record<string, string> = Object.fromEntries([
  ...FEED_COLUMNS.map(([, column]) => [column.name, column.getSQLType()]),
  ['source_id', 'integer'], ['photos_count', 'smallint'], ['modified_at', 'timestamptz'],
]);

/**
 * Writes one page of mapped listings in the caller's transaction: each listing inserted or updated
 * by its ListingKey (idempotent: a record the feed sends twice changes nothing the second time),
 * with its price-history events, features, nearest schools and, when its photo set changed, its
 * photo rows (fetched later). `full` rewrites listings even when the feed's timestamp has not
 * moved (a changed type map applies on a full reload).
 */
export async function writeListingPage(tx: Db, sourceId: number, listings: MappedListing[], options: { full: boolean; now: Date; storeMarker?: (url: string) => string | null }): Promise<PageCounts> {
  const counts: PageCounts = { created: 0, updated: 0, unchanged: 0, photosChanged: 0 };
  if (listings.length === 0) return counts;
  const previous = await previousListings(tx, sourceId, listings.map((l) => l.row.listingKey));
  const changed = listings.filter((listing) => {
    const before = previous.get(listing.row.listingKey);
    const same = before && !options.full && before.sourceModifiedAt !== null && listing.row.sourceModifiedAt instanceof Date && before.sourceModifiedAt.getTime() >= listing.row.sourceModifiedAt.getTime();
    if (same) counts.unchanged++;
    return !same;
  });
  if (changed.length === 0) return counts;

  // One JSON parameter for the page's rows (json-rows.ts): 1,000 listings of ~50 columns would
  // otherwise be 50,000 bound values to serialise and parse.
  const rows = changed.map((l) => {
    const values: Record<string, unknown> = { source_id: sourceId, photos_count: l.media.length, modified_at: options.now };
    for (const [key, column] of FEED_COLUMNS) values[column.name] = (l.row as Record<string, unknown>)[key] ?? COLUMN_DEFAULTS[column.name] ?? null;
    return values;
  });
  const names = ['source_id', 'photos_count', 'modified_at', ...FEED_COLUMNS.map(([, column]) => column.name)];
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const updates = sql.raw(FEED_COLUMNS.map(([, column]) => `"${column.name}" = excluded."${column.name}"`).join(', '));
  const written = (
    await queryRows<{ id: number; listingKey: string }>(sql`
      insert into properties (${list})
      select ${list} from ${jsonRecordset(rows, ROW_TYPES)}
      on conflict (source_id, listing_key) do update set ${updates},
        photos_count = excluded.photos_count,
        -- Our change time moves only when the listing did (a full reload rewrites rows the feed
        -- did not change; e-alerts must not see those as updates).
        modified_at = case when excluded.source_modified_at is distinct from properties.source_modified_at
          or excluded.list_price <> properties.list_price or excluded.status <> properties.status
          then excluded.modified_at else properties.modified_at end,
        -- A lower list price is a reduction (the "reduced" sort and e-alert updates read it).
        price_reduced_at = case when excluded.list_price < properties.list_price then ${options.now.toISOString()}::timestamptz else properties.price_reduced_at end
      returning id, listing_key as "listingKey"`, tx)
  ).map((r) => ({ id: Number(r.id), listingKey: r.listingKey }));
  const idByKey = new Map(written.map((w) => [w.listingKey, w.id]));
  const previousIds = new Set([...previous.values()].map((p) => p.id));
  const ids = written.map((w) => w.id);

  const history: { property_id: number; event_date: string; event: string; price: number }[] = [];
  const photoSets: { propertyId: number; listing: MappedListing; replaces: boolean }[] = [];
  const placed: PlacedListing[] = [];
  for (const listing of changed) {
    const id = idByKey.get(listing.row.listingKey);
    if (id === undefined) continue;
    const before = previous.get(listing.row.listingKey);
    if (before && !sameAsBefore(listing, before)) counts.updated++;
    else if (before) counts.unchanged++;
    else counts.created++;
    for (const event of historyEventsFor(listing.row, before ?? null, options.now)) history.push({ property_id: id, event_date: event.eventDate, event: event.event, price: event.price });
    const photosMoved = !before || before.photosCount !== listing.media.length || timeOf(before.photosChangedAt) !== timeOf(listing.row.photosChangedAt ?? null);
    if (photosMoved) photoSets.push({ propertyId: id, listing, replaces: Boolean(before) });
    placed.push({ id, latitude: listing.row.latitude, longitude: listing.row.longitude, schoolDistrict: listing.row.schoolDistrict ?? null });
  }
  counts.photosChanged = photoSets.length;

  // Bulk rows go as one JSON parameter each (json-rows.ts); rows of listings new to us have nothing to replace.
  if (history.length) {
    await tx.execute(sql`insert into price_history (property_id, event_date, event, price)
      select property_id, event_date, event, price from ${jsonRecordset(history, { property_id: 'int', event_date: 'date', event: 'text', price: 'int' })}`);
  }
  const updatedIds = ids.filter((id) => previousIds.has(id));
  if (updatedIds.length) await tx.delete(propertyFeatures).where(inArray(propertyFeatures.propertyId, updatedIds));
  const featureRows = await featureLinks(tx, changed, idByKey);
  if (featureRows.length) {
    await tx.execute(sql`insert into property_features (property_id, feature_id)
      select property_id, feature_id from ${jsonRecordset(featureRows, { property_id: 'int', feature_id: 'int' })} on conflict do nothing`);
  }
  // The features filter reads the mask (lib/search/feature-mask.ts): it follows the rows just written.
  if (ids.length) {
    await tx.execute(sql`update properties p set features_mask = m.mask
      from (select q.id, ${featureMaskOf(sql`q.id`)} as mask from properties q where q.id = any(${`{${ids.join(',')}}`}::int[])) m
      where p.id = m.id and p.features_mask <> m.mask`);
  }
  await linkNearestSchools(tx, placed, { replace: updatedIds.length > 0 });
  if (photoSets.length) await replacePhotoSets(tx, photoSets, options.storeMarker);
  return counts;
}

/** A rewritten listing the feed did not change (a full reload): not counted as updated. */
const sameAsBefore = (listing: MappedListing, before: PreviousListing) =>
  timeOf(before.sourceModifiedAt) === timeOf(listing.row.sourceModifiedAt ?? null) && before.listPrice === listing.row.listPrice && before.status === listing.row.status;

const timeOf = (date: Date | null | undefined) => (date instanceof Date ? date.getTime() : null);

async function previousListings(tx: Db, sourceId: number, keys: string[]): Promise<Map<string, PreviousListing>> {
  const rows = await tx
    .select({
      id: properties.id, listingKey: properties.listingKey, listPrice: properties.listPrice, status: properties.status,
      sourceModifiedAt: properties.sourceModifiedAt, photosChangedAt: properties.photosChangedAt, photosCount: properties.photosCount,
    })
    .from(properties)
    .where(sql`${properties.sourceId} = ${sourceId} and ${inArray(properties.listingKey, keys)}`);
  return new Map(rows.map((r) => [r.listingKey, r]));
}

async function featureLinks(tx: Db, listings: MappedListing[], idByKey: Map<string, number>) {
  const params = [...new Set(listings.flatMap((l) => l.featureParams))];
  if (params.length === 0) return [];
  const known = new Map(
    (await queryRows<{ id: number; param: string }>(sql`select id, param from features where ${inArray(sql`param`, params)}`, tx)).map((f) => [f.param, Number(f.id)]),
  );
  return listings.flatMap((l) => {
    const propertyId = idByKey.get(l.row.listingKey);
    if (propertyId === undefined) return [];
    return [...new Set(l.featureParams)].flatMap((param) => {
      const featureId = known.get(param);
      return featureId === undefined ? [] : [{ property_id: propertyId, feature_id: featureId }];
    });
  });
}

/** A changed photo set replaces the listing's photo rows; a photo the feed still lists at the same URL keeps its stored bytes. */
async function replacePhotoSets(tx: Db, sets: { propertyId: number; listing: MappedListing; replaces: boolean }[], storeMarker?: (url: string) => string | null) {
  const replaced = sets.filter((s) => s.replaces).map((s) => s.propertyId);
  const stored = new Map<number, StoredImage[]>();
  if (replaced.length) {
    const old = await tx
      .select({ propertyId: propertyImages.propertyId, mediaKey: propertyImages.mediaKey, mediaUrl: propertyImages.mediaUrl, storageKey: propertyImages.storageKey })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, replaced));
    for (const row of old) stored.set(row.propertyId, [...(stored.get(row.propertyId) ?? []), row]);
    await tx.delete(propertyImages).where(inArray(propertyImages.propertyId, replaced));
  }
  const rows = sets.flatMap((s) => imageRowsFor(s.propertyId, s.listing.media, stored.get(s.propertyId) ?? [], storeMarker));
  if (rows.length === 0) return;
  await tx.execute(sql`insert into property_images (property_id, position, media_key, media_url, caption, storage_key, width, height)
    select "propertyId", position, "mediaKey", "mediaUrl", caption, "storageKey", width, height
    from ${jsonRecordset(rows, { propertyId: 'int', position: 'smallint', mediaKey: 'text', mediaUrl: 'text', caption: 'text', storageKey: 'text', width: 'smallint', height: 'smallint' })}`);
}
