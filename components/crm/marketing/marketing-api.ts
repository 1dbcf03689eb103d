/** /marketing's calls (plain module: the client components import it). */
import { apiGet, apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { CampaignDetail, CampaignPreview, CampaignSegment, CampaignView } from '@/lib/crm/campaign-types';
import { leadsQueryString } from '@/lib/crm/leads-query';
import { segmentQuery } from '@/lib/crm/campaign-types';

export interface CampaignDraft {
  name: string;
  subject: string;
  body: string;
  fromAgentId: number;
  segment: CampaignSegment;
}

export const listCampaigns = async () => (await apiGet<{ data: CampaignView[] }>('/crm/campaigns')).data;
export const getCampaign = async (id: number) => (await apiGet<{ data: CampaignDetail }>(`/crm/campaigns/${id}`)).data;
export const createCampaign = async (draft: CampaignDraft) => (await apiPost<{ data: CampaignDetail }>('/crm/campaigns', draft)).data;
export const saveCampaign = async (id: number, draft: Partial<CampaignDraft>) => (await apiRequest<{ data: CampaignDetail }>('PATCH', `/crm/campaigns/${id}`, draft)).data;
export const sendCampaign = async (id: number, at?: string) => (await apiPost<{ data: CampaignDetail }>(`/crm/campaigns/${id}/send`, at ? { at } : {})).data;
export const cancelCampaign = async (id: number) => (await apiPost<{ data: CampaignDetail }>(`/crm/campaigns/${id}/cancel`, {})).data;
export const previewCampaign = async (id: number) => (await apiGet<{ data: CampaignPreview }>(`/crm/campaigns/${id}/preview`)).data;

/** How many leads the segment holds now: the leads list's own total for the same filters (an admin sees the whole company). */
export async function segmentTotal(segment: CampaignSegment): Promise<number> {
  const qs = leadsQueryString({ ...segmentQuery(segment), per_page: 1 });
  const answer = await apiGet<{ meta: { pagination: { total: number } } }>(`/crm/leads${qs ? `?${qs}` : ''}`);
  return answer.meta.pagination.total;
}

/** A refused call's message and its errors by field. */
export function problemOf(error: unknown, fallback: string): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}
