/**
 * The team screen's calls (plain module: the client components import it). Every write
 * answers the member as the list shows them, or the activation result.
 */
import { apiGet, apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { InviteInput } from '@/lib/crm/team-input';
import type { ActivationResult, InviteMail, TeamMember } from '@/lib/crm/team-types';

export const TEAM_KEY = '/crm/agents';

type Envelope<T> = { data: T };
/** The API answers `{ data }`; these calls hand back what is inside. */
const inside = async <T>(call: Promise<Envelope<T>>): Promise<T> => (await call).data;

export const loadTeam = () => inside(apiGet<Envelope<TeamMember[]>>(TEAM_KEY));

export type InviteForm = Omit<InviteInput, 'phone'> & { phone?: string };
export const invite = (body: InviteForm) => inside(apiPost<Envelope<TeamMember>>(TEAM_KEY, body));
export const inviteMail = (id: number) => inside(apiGet<Envelope<InviteMail | null>>(`${TEAM_KEY}/${id}/invite`));
export const resendInvite = (id: number) => inside(apiPost<Envelope<TeamMember>>(`${TEAM_KEY}/${id}/invite`));
export const updateMember = (id: number, body: Record<string, unknown>) => inside(apiRequest<Envelope<TeamMember>>('PATCH', `${TEAM_KEY}/${id}`, body));
export const setActive = (id: number, isActive: boolean, reassignTo?: number | null) =>
  inside(apiRequest<Envelope<ActivationResult>>('PATCH', `${TEAM_KEY}/${id}`, isActive ? { isActive } : { isActive, reassignTo: reassignTo ?? null }));

/** The photo as the request body itself (the API re-encodes it); the same CSRF header as every write. */
export async function uploadPhoto(id: number, file: File): Promise<TeamMember> {
  const response = await fetch(`/api${TEAM_KEY}/${id}/photo`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Requested-With': 'XMLHttpRequest' },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { data?: TeamMember; error?: string; errors?: Record<string, string> } | null;
  if (!response.ok || !body?.data) throw new ApiError(body?.error ?? 'The photo could not be saved', response.status, { status: response.status, body });
  return body.data;
}

/** A refused call's message for each field the API named, and the whole message. */
export function problemsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'Something went wrong. Please try again.', fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}
