import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { outboundFetch, requireOk } from '@/lib/net/outbound';
import { imageStoreDir } from '@/lib/property/images';
import { queryRows } from '@/lib/db/rows';

/** Photos fetched at once: enough to hide a feed's latency, few enough not to hammer its CDN. */
export const MEDIA_CONCURRENCY = 6;
/** A photo that failed this often is given up on (the listing shows the ones it has). */
export const MEDIA_MAX_ATTEMPTS = 3;
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
const MAX_WIDTH = 1600;
const BATCH = 200;

export interface MediaProgress {
  fetched: number;
  failed: number;
}

interface Pending {
  propertyId: number;
  position: number;
  mediaKey: string | null;
  mediaUrl: string;
}

/**
 * The media phase: the feed's photos not fetched yet, first photos first (every listing's cover
 * before anyone's fifth photo), fetched a few at a time, re-encoded as JPEG into the image store
 * and served at /images/{id}-{n}.jpg. A failure counts an attempt; the photo is tried again on
 * a later run, at most MEDIA_MAX_ATTEMPTS times. `onProgress` runs after each batch.
 */
export async function fetchPendingMedia(
  db: Db,
  sourceId: number,
  options: { stillWanted: () => boolean; onProgress: (progress: MediaProgress, errors: { key: string; message: string }[]) => Promise<void>; batchSize?: number },
): Promise<MediaProgress> {
  const progress: MediaProgress = { fetched: 0, failed: 0 };
  // Walked in (position, newest listing first) order from where the last batch ended: a photo that
  // failed in this run is not asked again, however many failed before the rest.
  let after: { position: number; propertyId: number } | null = null;
  while (options.stillWanted()) {
    const batch: Pending[] = (
      await queryRows<Pending>(sql`
        select i.property_id as "propertyId", i.position, i.media_key as "mediaKey", i.media_url as "mediaUrl"
        from property_images i join properties p on p.id = i.property_id
        where p.source_id = ${sourceId} and i.storage_key is null and i.media_url is not null and i.fetch_attempts < ${MEDIA_MAX_ATTEMPTS}
          ${after ? sql`and (i.position > ${after.position} or (i.position = ${after.position} and i.property_id < ${after.propertyId}))` : sql``}
        order by i.position, i.property_id desc
        limit ${options.batchSize ?? BATCH}`, db)
    ).map((row) => ({ ...row, propertyId: Number(row.propertyId), position: Number(row.position) }));
    const last = batch.at(-1);
    if (!last) break;
    after = { position: last.position, propertyId: last.propertyId };
    const errors: { key: string; message: string }[] = [];
    await eachConcurrently(batch, MEDIA_CONCURRENCY, async (photo) => {
      try {
        const stored = await storePhoto(photo);
        await db.execute(sql`update property_images set storage_key = ${stored.key}, width = ${stored.width}, height = ${stored.height}
          where property_id = ${photo.propertyId} and position = ${photo.position} and media_url = ${photo.mediaUrl}`);
        progress.fetched++;
      } catch (error) {
        await db.execute(sql`update property_images set fetch_attempts = fetch_attempts + 1 where property_id = ${photo.propertyId} and position = ${photo.position}`);
        progress.failed++;
        errors.push({ key: photo.mediaKey ?? photo.mediaUrl, message: `Photo ${photo.position + 1}: ${error instanceof Error ? error.message : String(error)}` });
      }
    });
    await options.onProgress(progress, errors);
  }
  return progress;
}

async function storePhoto(photo: Pending): Promise<{ key: string; width: number | null; height: number | null }> {
  const answer = requireOk(await outboundFetch(photo.mediaUrl, { timeoutMs: 30_000, maxBytes: MAX_PHOTO_BYTES }));
  // Whatever the feed sends (JPEG, PNG, WebP …) is stored as a JPEG of sensible size; bytes that
  // are not an image fail here instead of reaching a visitor.
  const { data, info } = await sharp(answer.body, { failOn: 'error' })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const key = `feed-${crypto.createHash('sha256').update(`${photo.mediaKey}\n${photo.mediaUrl}`).digest('hex').slice(0, 32)}.jpg`;
  await fs.mkdir(imageStoreDir(), { recursive: true });
  const file = path.join(imageStoreDir(), key);
  await fs.writeFile(`${file}.tmp`, data);
  await fs.rename(`${file}.tmp`, file);
  return { key, width: info.width ?? null, height: info.height ?? null };
}

async function eachConcurrently<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
