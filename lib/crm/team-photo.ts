import 'server-only';
import { readBodyBytes } from '@/lib/http/body';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { recordAudit } from '@/lib/audit/log';
import { getDb } from '@/lib/db/client';
import { agentPhotos, agents } from '@/lib/db/schema';
import { HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { invalidateCompany, type Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { teamMember } from './team-list';
import { requireTeamAdmin } from './team-rules';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type TeamMember } from './team-types';

/** The stored photo's side in pixels: twice the largest place it is shown (175 px on the agent page). */
const SIDE = 400;
const FORMATS = new Set(['jpeg', 'png', 'webp']);
const MB = MAX_PHOTO_BYTES / 1024 / 1024;
const tooLarge = () => new HttpError(413, `photo: at most ${MB} MB`, { photo: `The photo can be at most ${MB} MB` });
const notAnImage = () => unprocessable('photo: send a JPEG, PNG or WebP image', { photo: 'Send a JPEG, PNG or WebP image' });

/** The public URL of an agent's stored photo; the version makes a new photo a new URL. */
export const agentPhotoPath = (agentId: number, version: string) => `/api/agents/${agentId}/photo?v=${version}`;

/** The request's body, refused past MAX_PHOTO_BYTES whatever Content-Length says. */
async function readPhotoBody(request: Request): Promise<Buffer> {
  const bytes = await readBodyBytes(request, MAX_PHOTO_BYTES, tooLarge);
  if (bytes === null) throw notAnImage();
  return bytes;
}

/** Any JPEG, PNG or WebP as a SIDE×SIDE JPEG, cropped to the middle, turned upright, with no metadata (camera, GPS) kept. */
export async function squareJpeg(input: Buffer): Promise<Buffer> {
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !FORMATS.has(format)) throw notAnImage();
    return await image.rotate().resize(SIDE, SIDE, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAnImage(); // sharp could not read it: not an image, a truncated one, or too many pixels
  }
}

/**
 * POST /api/crm/agents/{id}/photo (admins): the body is the image itself (Content-Type
 * image/jpeg, image/png or image/webp, at most 5 MB). Re-encoded before it is stored, so what
 * the site serves is always a small JPEG we made; `agents.photo_url` then names it.
 */
export async function saveAgentPhoto(access: CrmAccess, company: Company, agentId: number, request: Request): Promise<TeamMember> {
  requireTeamAdmin(access);
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(PHOTO_TYPES as readonly string[]).includes(type)) throw notAnImage();
  const db = await getDb();
  const [agent] = await db.select({ id: agents.id, email: agents.email }).from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId))).limit(1);
  if (!agent) throw notFound('Agent not found');
  const jpeg = await squareJpeg(await readPhotoBody(request));
  const version = randomBytes(6).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .insert(agentPhotos)
      .values({ agentId, companyId: access.companyId, version, jpeg })
      .onConflictDoUpdate({ target: agentPhotos.agentId, set: { version, jpeg, updatedAt: new Date() } });
    await tx.update(agents).set({ photoUrl: agentPhotoPath(agentId, version), updatedAt: new Date() }).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId)));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.photo', outcome: 'success', subject: agent.email, data: { agentId, bytes: jpeg.length } }, request, tx);
  });
  if (company.agent?.id === agentId) await invalidateCompany(access.companyId);
  const member = await teamMember(access, agentId);
  if (!member) throw notFound('Agent not found');
  return member;
}

/** An agent's stored photo for the public route, only within the company asking. */
export async function readAgentPhoto(companyId: number, agentId: number): Promise<{ jpeg: Buffer; version: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ jpeg: agentPhotos.jpeg, version: agentPhotos.version })
    .from(agentPhotos)
    .where(and(eq(agentPhotos.agentId, agentId), eq(agentPhotos.companyId, companyId)))
    .limit(1);
  return row ?? null;
}
