/**
 * Demo photos: a pool of house exteriors and room interiors that listings share, a "no photo"
 * placeholder and agent headshots. They are flat illustrations drawn as SVG (photo-scenes/)
 * and rendered to JPEG with sharp, so the seed needs no network and no binary assets in git.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { avatarSvg, exteriorSvg, HOUSE_STYLES, interiorSvg, placeholderSvg, ROOM_TYPES } from './photo-scenes';
import { Rng } from './random';

export interface PhotoPoolEntry {
  file: string;
  kind: 'exterior' | 'interior';
  width: number;
  height: number;
}

interface PhotoPoolOptions {
  exteriors?: number;
  interiors?: number;
  width?: number;
  height?: number;
}

const JPEG = { quality: 72, progressive: true, mozjpeg: true } as const;
const AVATAR_SIZE = 175;
const PLACEHOLDER_WIDTH = 960;
const PLACEHOLDER_HEIGHT = 640;
/** Enough to keep both cores busy while one job parses SVG and another encodes JPEG. */
const CONCURRENCY = 4;

/**
 * Renders to a temporary name and renames into place, so an interrupted run never leaves a
 * truncated JPEG behind that the next run's "already exists" check would then trust.
 */
async function writeJpeg(svg: string, file: string): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    await sharp(Buffer.from(svg)).jpeg(JPEG).toFile(tmp);
    await fs.promises.rename(tmp, file);
  } catch (error) {
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.promises.access(file);
    return true;
  } catch {
    return false;
  }
}

/** Runs the tasks with at most `limit` in flight; results keep the tasks' order. */
async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i];
      if (task) results[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/**
 * Assigns styles in shuffled rounds rather than independently at random, so even a small pool
 * contains every style and neighbouring files rarely repeat one.
 */
function rounds<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const out: T[] = [];
  while (out.length < count) out.push(...rng.shuffle(items));
  return out.slice(0, count);
}

interface PoolJob {
  entry: PhotoPoolEntry;
  draw: () => string;
}

export async function generatePhotoPool(dir: string, options: PhotoPoolOptions = {}): Promise<PhotoPoolEntry[]> {
  const { exteriors = 36, interiors = 24, width = 960, height = 640 } = options;
  await fs.promises.mkdir(dir, { recursive: true });
  // Separate streams per kind, so asking for more exteriors does not redraw every interior.
  const root = new Rng('photo-pool');
  const extRng = root.fork('exterior');
  const intRng = root.fork('interior');
  const jobs: PoolJob[] = [];
  rounds(extRng, HOUSE_STYLES, exteriors).forEach((style, i) => {
    const file = `ext-${String(i + 1).padStart(2, '0')}.jpg`;
    const rng = extRng.fork(file);
    jobs.push({ entry: { file, kind: 'exterior', width, height }, draw: () => exteriorSvg(rng, style, width, height) });
  });
  rounds(intRng, ROOM_TYPES, interiors).forEach((room, i) => {
    const file = `int-${String(i + 1).padStart(2, '0')}.jpg`;
    const rng = intRng.fork(file);
    jobs.push({ entry: { file, kind: 'interior', width, height }, draw: () => interiorSvg(rng, room, width, height) });
  });
  return runLimited(
    jobs.map(({ entry, draw }) => async (): Promise<PhotoPoolEntry> => {
      const file = path.join(dir, entry.file);
      if (!(await exists(file))) {
        await writeJpeg(draw(), file);
        return entry;
      }
      // A file left by an earlier run with other options keeps its own size; report that one.
      const meta = await sharp(file).metadata();
      return { ...entry, width: meta.width ?? width, height: meta.height ?? height };
    }),
    CONCURRENCY,
  );
}

export async function generatePlaceholder(file: string): Promise<void> {
  await writeJpeg(placeholderSvg(PLACEHOLDER_WIDTH, PLACEHOLDER_HEIGHT), file);
}

export async function generateAvatar(file: string, rng: Rng, index: number): Promise<void> {
  await writeJpeg(avatarSvg(rng, index, AVATAR_SIZE), file);
}
