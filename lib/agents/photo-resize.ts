import 'server-only';
import sharp from 'sharp';
import type { AgentPhotoWidth } from './photo-src';

/**
 * Agent photos at SPEC §9 widths, made on first request and kept in a small in-memory LRU: a
 * 90 px JPEG is ~3 KB, so 300 entries cost about a megabyte, and a company has tens of agents,
 * not thousands. Memory rather than the database: a restart only costs one resize per photo
 * and width (a few ms), and nothing has to be invalidated — the key carries the photo's version
 * (uploads) or its size in bytes (the seeded files), so a new photo is a new key.
 */
const MAX_ENTRIES = 300;
const cache = new Map<string, Buffer>();

function remember(key: string, jpeg: Buffer): Buffer {
  cache.set(key, jpeg);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return jpeg;
}

/** The JPEG `width` px wide (never enlarged: a photo already that narrow is served as stored). */
export async function resizedAgentPhoto(key: string, jpeg: Buffer, width: AgentPhotoWidth): Promise<Buffer> {
  const id = `${key}:${width}`;
  const hit = cache.get(id);
  if (hit) {
    // Most recently used goes to the end, so the oldest is first out.
    cache.delete(id);
    cache.set(id, hit);
    return hit;
  }
  const image = sharp(jpeg, { failOn: 'error' });
  const { width: stored } = await image.metadata();
  if (!stored || stored <= width) return remember(id, jpeg);
  return remember(id, await image.resize({ width }).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
}
