// `npx tsx scripts/preview-photos.ts [outDir]`: draws the demo photo pool, the placeholder and a
// few avatars into a scratch folder (default /tmp/photo-preview) and lays them out on one
// contact sheet, so changes to the drawings can be judged at a glance.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { generateAvatar, generatePhotoPool, generatePlaceholder } from '../lib/seed/photos';
import { Rng } from '../lib/seed/random';

const THUMB_W = 240;
const THUMB_H = 160;
const COLS = 8;
const GAP = 8;

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/photo-preview';
  // Start clean: the pool skips files that exist, and the timing should cover a full draw.
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });

  let started = performance.now();
  const pool = await generatePhotoPool(outDir);
  const fullMs = performance.now() - started;
  started = performance.now();
  await generatePhotoPool(outDir);
  const rerunMs = performance.now() - started;
  console.log(`pool: ${pool.length} images in ${fullMs.toFixed(0)} ms (re-run with files present: ${rerunMs.toFixed(0)} ms)`);

  await generatePlaceholder(path.join(outDir, 'placeholder.jpg'));
  const avatarRng = new Rng('preview-avatars');
  const avatars: string[] = [];
  for (let i = 0; i < 6; i++) {
    const file = `avatar-${i}.jpg`;
    await generateAvatar(path.join(outDir, file), avatarRng.fork(file), i);
    avatars.push(file);
  }

  const files = [...pool.map((p) => p.file), 'placeholder.jpg', ...avatars];
  const tiles = await Promise.all(
    files.map(async (file, i) => ({
      input: await sharp(path.join(outDir, file)).resize(THUMB_W, THUMB_H, { fit: 'contain', background: '#ffffff' }).toBuffer(),
      left: GAP + (i % COLS) * (THUMB_W + GAP),
      top: GAP + Math.floor(i / COLS) * (THUMB_H + GAP),
    })),
  );
  const rows = Math.ceil(files.length / COLS);
  const sheet = path.join(outDir, 'sheet.png');
  await sharp({ create: { width: GAP + COLS * (THUMB_W + GAP), height: GAP + rows * (THUMB_H + GAP), channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png()
    .toFile(sheet);
  console.log(`contact sheet: ${sheet}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
