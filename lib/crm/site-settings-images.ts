import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { companyImages } from '@/lib/db/schema';
import { readBodyBytes } from '@/lib/http/body';
import { HttpError, unprocessable } from '@/lib/http/errors';
import type { CrmAccess } from './access';
import { IMAGE_KINDS, IMAGE_PATH_PREFIX, IMAGE_TYPES, MAX_IMAGE_BYTES, type ImageKind } from './site-settings-image-kinds';

const FORMATS = new Set(['jpeg', 'png', 'webp']);
const MB = MAX_IMAGE_BYTES / 1024 / 1024;
const refused = (message: string) => unprocessable(`image: ${message}`, { image: message });
const notAnImage = () => refused('Send a JPEG, PNG or WebP image');

/**
 * An upload re-encoded to the kind's width (SPEC §9: logo 300 px, mobile logo 50, background
 * 1920), never enlarged, turned upright, without metadata. Logos stay PNG (transparency); the
 * background is a JPEG. What the site serves is always an image we made.
 */
async function resized(input: Buffer, kind: ImageKind): Promise<{ data: Buffer; width: number; height: number; contentType: string }> {
  const spec = IMAGE_KINDS[kind];
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).metadata();
  } catch {
    throw notAnImage(); // not an image, a truncated one, or too many pixels
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  // EXIF orientation 5–8 swaps the sides once turned upright.
  const width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  if (width < spec.minWidth) throw refused(`The ${spec.label.toLowerCase()} must be at least ${spec.minWidth} px wide (this one is ${width} px)`);
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate().resize({ width: spec.width, withoutEnlargement: true });
    const out = spec.format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height, contentType: `image/${spec.format}` };
  } catch {
    throw notAnImage();
  }
}

/**
 * POST /api/crm/settings/images/{kind} (admins): the body is the image itself. Stored as a new
 * version and answered with its URL; the editor puts the URL in the draft, and the site uses it
 * once the settings are saved (PUT checks the URL names an image of this company and kind).
 */
export async function uploadSiteImage(access: CrmAccess, kind: ImageKind, request: Request): Promise<{ url: string; width: number; height: number }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(IMAGE_TYPES as readonly string[]).includes(type)) throw notAnImage();
  const bytes = await readBodyBytes(request, MAX_IMAGE_BYTES, () => new HttpError(422, `image: at most ${MB} MB`, { image: `The image can be at most ${MB} MB` }));
  if (bytes === null || bytes.length === 0) throw notAnImage();
  const image = await resized(bytes, kind);
  const version = randomBytes(12).toString('base64url');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(companyImages).values({ companyId: access.companyId, kind, version, ...image });
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'crm.settings.image', outcome: 'success', subject: kind, data: { kind, bytes: image.data.length, width: image.width, height: image.height } }, request, tx);
  });
  return { url: `${IMAGE_PATH_PREFIX}${version}`, width: image.width, height: image.height };
}

/** A stored site image for the public route, only within the company the host names. */
export async function readSiteImage(companyId: number, version: string): Promise<{ data: Buffer; contentType: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ data: companyImages.data, contentType: companyImages.contentType })
    .from(companyImages)
    .where(and(eq(companyImages.version, version), eq(companyImages.companyId, companyId)))
    .limit(1);
  return row ?? null;
}
