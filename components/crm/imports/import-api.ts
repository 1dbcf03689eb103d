/** The lead import's calls (plain module: the client components import it). */
import { apiGet } from '@/lib/api/client';
import { ApiError, fromResponse, fromThrown } from '@/lib/api/errors';
import type { ImportField } from '@/lib/crm/imports/fields';
import type { ImportView } from '@/lib/crm/imports/types';

export interface StartImport {
  file: File;
  mapping: Record<string, ImportField>;
  dedupe: 'skip' | 'merge';
  tags: string[];
  source: string;
}

/**
 * POST /api/crm/imports as a multipart form: the file goes as it is (up to 50 MB; the JSON
 * client would have to read it into a string first). The server parses it again in full.
 */
export async function startImport(input: StartImport): Promise<{ id: number; status: string }> {
  const form = new FormData();
  form.set('file', input.file, input.file.name);
  form.set('mapping', JSON.stringify(input.mapping));
  form.set('dedupe', input.dedupe);
  form.set('tags', JSON.stringify(input.tags));
  form.set('source', input.source);
  let response: Response;
  try {
    response = await fetch('/api/crm/imports', { method: 'POST', body: form, credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  } catch (e) {
    throw fromThrown(e);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw fromResponse(response.status, body);
  return (body as { data: { id: number; status: string } }).data;
}

export const listImports = async (): Promise<ImportView[]> => (await apiGet<{ data: ImportView[] }>('/crm/imports')).data;

/** A refused start: the message and the problems by field ("mapping.Email", "file" …). */
export function startProblemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'The import could not be started. Please try again.', fields: {} };
  const fields = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};
  return { message: error.error, fields };
}
