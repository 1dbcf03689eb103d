/** "Add lead"'s call (plain module: the client component imports it). */
import { apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { LeadDetail } from '@/lib/crm/types';

export const addLead = async (body: Record<string, unknown>): Promise<LeadDetail> => (await apiPost<{ data: LeadDetail }>('/crm/leads', body)).data;

/** A refused add: the message, its errors by field, and the lead that already has the e-mail (409). */
export function addProblemOf(error: unknown): { message: string; fields: Record<string, string>; existingId: number | null } {
  if (!(error instanceof ApiError)) return { message: 'The lead could not be added. Please try again.', fields: {}, existingId: null };
  const errors = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};
  const { leadId, ...fields } = errors;
  const existingId = leadId && /^\d+$/.test(leadId) ? Number(leadId) : null;
  return { message: error.error, fields, existingId };
}
