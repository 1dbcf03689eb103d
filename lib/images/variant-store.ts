import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { imageStoreDir, storedImagePath } from '@/lib/property/images';
import { sourceVersion, variantFileName, type ImageFormat } from './image-variants';

/**
 * Resized and re-encoded copies of the image store's files (docs/architecture.md "Images").
 * Made on first request and kept on disk beside the store (`images/variants/{key}/`), so a
 * second request, a restart or another instance on the same data directory reads the file
 * instead of encoding again; the OS page cache keeps the busy ones in memory. Bounded: the
 * widths are fixed lists (./image-variants.ts; agent photos: 4 widths), so a source has at most 8 × 3 variants, and
 * making one for a new version of a source removes those of the old one.
 */
export type Variant = { body: Buffer; cache: 'hit' | 'miss' | 'source' };

// Encoder settings: AVIF at effort 3 encodes a 960 px photo in ~0.1–0.3 s on this machine
// (effort 9 takes seconds for a few per cent less), once per variant.
const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

// Concurrent requests for one variant share one encoding.
const making = new Map<string, Promise<Buffer>>();

const variantsDir = () => path.join(imageStoreDir(), 'variants');

async function make(source: string, dir: string, name: string, width: number | null, format: ImageFormat): Promise<Buffer> {
  let image = sharp(source, { failOn: 'error' });
  if (width !== null) image = image.resize({ width, withoutEnlargement: true });
  const body = await ENCODE[format](image).toBuffer();
  await fs.mkdir(dir, { recursive: true });
  // Variants of an older version of this source will never be asked for again.
  const version = name.split('.w')[0];
  for (const old of await fs.readdir(dir)) if (!old.startsWith(`${version}.`)) await fs.rm(path.join(dir, old), { force: true });
  const file = path.join(dir, name);
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
  return body;
}

/**
 * Stored image `key` at `width` (null: as stored) in `format`; null when there is no such file.
 * The stored JPEG itself when nothing needs changing. The caller checks `width` against its
 * route's fixed list (IMAGE_WIDTHS, or the agent photo widths of lib/agents/photo-src.ts).
 */
export async function imageVariant(key: string, width: number | null, format: ImageFormat): Promise<Variant | null> {
  const source = storedImagePath(key);
  if (!source) return null;
  const stat = await fs.stat(source).catch(() => null);
  if (!stat?.isFile()) return null;
  if (width === null && format === 'jpeg') return { body: await fs.readFile(source), cache: 'source' };
  const dir = path.join(variantsDir(), key);
  const name = variantFileName(sourceVersion(stat.size, stat.mtimeMs), width, format);
  const file = path.join(dir, name);
  const cached = await fs.readFile(file).catch(() => null);
  if (cached) return { body: cached, cache: 'hit' };
  let pending = making.get(file);
  if (!pending) {
    pending = make(source, dir, name, width, format).finally(() => making.delete(file));
    making.set(file, pending);
  }
  return { body: await pending, cache: 'miss' };
}
