/** The lead-flow editor's one call (plain module: the client component imports it). */
import { apiPut } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { LeadFlowAnswer } from '@/lib/automation/lead-flow/types';

export const saveLeadFlow = async (body: unknown): Promise<LeadFlowAnswer> => (await apiPut<{ data: LeadFlowAnswer }>('/crm/lead-flow', body)).data;

/** A refused save's message and its errors by the API's field path. */
export function problemOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'The lead flow could not be saved. Please try again.', fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}
