import 'server-only';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { getDb } from '@/lib/db/client';
import { dataDir } from '@/lib/db/paths';
import { companyMlsSources, properties, propertyImages } from '@/lib/db/schema';

/**
 * The image store: photos generated at seed time (or imported) live here, named by storage key.
 * IMAGE_DIR names it when several instances serve one database (a volume they all mount:
 * docs/scaling.md); else it is DATA_DIR/images, one instance's own.
 */
export function imageStoreDir(): string {
  return process.env.IMAGE_DIR ? path.resolve(/*turbopackIgnore: true*/ process.env.IMAGE_DIR) : path.join(dataDir(), 'images');
}

export const PLACEHOLDER_KEY = 'placeholder.jpg';
const keyCache = sharedCache<string, string | null>('image-storage-key', 10 * 60_000);
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*\.jpg$/i;

/** `{id}-{n}.jpg` → [id, n], or null when the name is not of that form. */
export function parseImageName(file: string): [number, number] | null {
  const match = /^(\d{1,9})-(\d{1,3})\.jpg$/.exec(file);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Where photo n of a listing is stored, if the listing is in one of the company's feeds. */
export function storageKeyFor(companyId: number, propertyId: number, position: number): Promise<string | null> {
  return keyCache.get(`${companyId}:${propertyId}-${position}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ key: propertyImages.storageKey })
      .from(propertyImages)
      .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
      .innerJoin(companyMlsSources, and(eq(companyMlsSources.sourceId, properties.sourceId), eq(companyMlsSources.companyId, companyId)))
      .where(and(eq(propertyImages.propertyId, propertyId), eq(propertyImages.position, position)))
      .limit(1);
    return row?.key ?? null;
  });
}

/** Where a storage key's file is; null if the key is unsafe (it could name a file outside the store). */
export function storedImagePath(key: string): string | null {
  return SAFE_KEY.test(key) ? path.join(imageStoreDir(), key) : null;
}
