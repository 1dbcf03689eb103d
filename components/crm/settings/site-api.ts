/** The site settings editor's calls (plain module: the client components import it). */
import { apiPost, apiPut } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { ImageKind } from '@/lib/crm/site-settings-image-kinds';
import type { SiteSettingsAnswer } from '@/lib/crm/site-settings-types';

export type SiteDocument = Pick<SiteSettingsAnswer, 'settings' | 'domains' | 'locations'>;
export interface SitePreview {
  menuHtml: string;
  footerHtml: string;
  theme: Record<string, string>;
  problems: Record<string, string>;
}

type Envelope<T> = { data: T };

/** The whole document, whichever section is open (PUT replaces it: docs/admin.md). */
export const saveSite = async (document: SiteDocument): Promise<SiteSettingsAnswer> => (await apiPut<Envelope<SiteSettingsAnswer>>('/crm/settings', document)).data;

export const previewSite = async (draft: { menuHtml: string; footerHtml: string; colours: { primary: string; cta: string } }, signal: AbortSignal): Promise<SitePreview> =>
  (await apiPost<Envelope<SitePreview>>('/crm/settings/preview', draft, { signal })).data;

/** The image as the request body itself (the API resizes it); answers the URL to put in the draft. */
export async function uploadSiteImage(kind: ImageKind, file: File): Promise<{ url: string; width: number; height: number }> {
  const response = await fetch(`/api/crm/settings/images/${kind}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Requested-With': 'XMLHttpRequest' },
    body: file,
  });
  const body = (await response.json().catch(() => null)) as { data?: { url: string; width: number; height: number }; error?: string; errors?: Record<string, string> } | null;
  if (!response.ok || !body?.data) throw new ApiError(body?.errors?.image ?? body?.error ?? 'The image could not be uploaded', response.status, { status: response.status, body });
  return body.data;
}

/** A refused call's message, and its errors by the API's field path. */
export function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'The settings could not be saved. Please try again.', fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}
