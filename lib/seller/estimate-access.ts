import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { HttpError } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { getAddress } from '@/lib/leads/addresses';
import { LANDING_PATH } from './paths';

/** What the estimate pages show this viewer for `?address=` (or the route's id). */
export type EstimateAccess =
  | { kind: 'redirect'; to: string }
  | { kind: 'agent' }
  | { kind: 'not-found' }
  | { kind: 'address'; row: Awaited<ReturnType<typeof getAddress>> };

/** The landing page, keeping a typed address (not an id) for its form. */
function landing(param: string | null): string {
  if (!param || parseRowId(param) !== null) return LANDING_PATH;
  return `${LANDING_PATH}?${new URLSearchParams({ address: param })}`;
}

/**
 * Which of the lead's addresses the estimate pages show (the page then values it, or only
 * reads its facts). DESIGN §8: no address → the landing page; a visitor (or a token naming a lead that is gone)
 * → the landing page too, where the form asks them to sign up; an agent has no addresses;
 * an id that is not one of the lead's own is not found (never "forbidden": ids are not
 * disclosed).
 */
export async function estimateAccess(viewer: Viewer, param: string | string[] | undefined): Promise<EstimateAccess> {
  const value = typeof param === 'string' ? param.trim() : null;
  if (!value) return { kind: 'redirect', to: LANDING_PATH };
  if (viewer.agent) return { kind: 'agent' };
  if (!viewer.lead) return { kind: 'redirect', to: landing(value) };
  const id = parseRowId(value);
  if (id === null) return { kind: 'not-found' };
  try {
    return { kind: 'address', row: await getAddress(viewer.company.id, viewer.lead.id, id) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'not-found' };
    if (error instanceof HttpError && error.status === 401) return { kind: 'redirect', to: landing(value) };
    throw error;
  }
}
