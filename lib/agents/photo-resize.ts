import 'server-only';
import sharp from 'sharp';
import { sharedCache } from '@/lib/cache/ttl-cache';
import type { AgentPhotoWidth } from './photo-src';

/**
 * Uploaded agent photos at SPEC §9 widths, made on first request and kept in the process's
 * shared cache (lib/cache/ttl-cache.ts; concurrent requests for one size share one resize). The
 * seeded photos, files in the image store, use lib/images/variant-store.ts since issue 19. A
 * 90 px JPEG is ~3 KB, so 300 entries cost about a megabyte; a company has tens of agents, not
 * thousands. Memory rather than the database: a restart costs one resize per photo and width (a
 * few ms), and nothing needs invalidating — the key carries the upload's version, so a new photo
 * is a new key, and the day's time to live lets old ones go.
 */
const resized = sharedCache<string, Buffer>('agent-photo-widths', 86_400_000, { maxEntries: 300 });

/** The JPEG `width` px wide (never enlarged: a photo already that narrow is served as stored). */
export function resizedAgentPhoto(key: string, jpeg: Buffer, width: AgentPhotoWidth): Promise<Buffer> {
  return resized.get(`${key}:${width}`, async () => {
    const image = sharp(jpeg, { failOn: 'error' });
    const { width: stored } = await image.metadata();
    if (!stored || stored <= width) return jpeg;
    return image.resize({ width }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  });
}
