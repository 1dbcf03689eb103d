import 'server-only';
import { cookies } from 'next/headers';
import type { Viewer } from '@/lib/auth/viewer';
import { signUpPromptFor } from '@/lib/ab/site-prompt';
import { validVisitorId, VISITOR_COOKIE } from '@/lib/http/visitor-id';
import { FREE_PICTURES_COOKIE, pictureLimit, type PictureViewer } from './photos';

/** SPEC §6's classes of viewer as far as photos go: an agent, a fully signed-up lead, a half-signed-up lead, a visitor. */
export function pictureViewer(viewer: Pick<Viewer, 'agent' | 'lead'>): PictureViewer {
  if (viewer.agent) return 'agent';
  if (viewer.lead) return viewer.lead.completed ? 'lead' : 'partial-lead';
  return 'visitor';
}

/**
 * How many photos of each listing this request's viewer may see (DESIGN §13: the limit holds
 * in the API, not only in the page): everything for agents and signed-up leads; for the
 * others the `fp` cookie's number, else the sign-up prompt's (lib/ab), else SPEC §9's 3. The cookie is the visitor's own (SPEC
 * sets it from the `fp` query parameter), so the free number is a soft limit a visitor can
 * raise; what it guards is that nothing past it is handed out unasked (docs/security-business.md).
 */
export async function viewerPictureLimit(viewer: Pick<Viewer, 'agent' | 'lead' | 'company'>): Promise<number> {
  const kind = pictureViewer(viewer);
  if (kind === 'agent' || kind === 'lead') return pictureLimit(kind, undefined);
  const jar = await cookies();
  const fp = jar.get(FREE_PICTURES_COOKIE)?.value;
  // The prompt's number (one cached read) only matters when no fp cookie says otherwise.
  const prompt = fp === undefined ? await signUpPromptFor(viewer.company.id, { agent: viewer.agent, lead: viewer.lead, visitorId: validVisitorId(jar.get(VISITOR_COOKIE)?.value) }) : null;
  return pictureLimit(kind, fp, prompt?.freePictures);
}
