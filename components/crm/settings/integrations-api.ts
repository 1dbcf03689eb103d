/** The integrations section's calls (plain module: the client components import it). */
import type { Formatter } from '@/lib/format/formatter';
import { apiDelete, apiGet, apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Pagination } from '@/lib/http/pagination';
import type { CreatedKey, CreatedWebhook, IntegrationKeyItem, WebhookDeliveryItem, WebhookItem } from '@/lib/integrations/types';

export const KEYS_KEY = '/crm/integrations/keys';
export const WEBHOOKS_KEY = '/crm/integrations/webhooks';
export const deliveriesKey = (id: number, status: string) => ['/crm/integrations/deliveries', id, status] as const;

export const loadKeys = async () => (await apiGet<{ data: IntegrationKeyItem[] }>(KEYS_KEY)).data;
export const createKey = async (body: { name: string; scopes: string[] }) => (await apiPost<{ data: CreatedKey }>(KEYS_KEY, body)).data;
export const revokeKey = async (id: number) => (await apiDelete<{ data: IntegrationKeyItem }>(`${KEYS_KEY}/${id}`)).data;

export const loadWebhooks = async () => (await apiGet<{ data: WebhookItem[] }>(WEBHOOKS_KEY)).data;
export const createWebhook = async (body: { url: string; events: string[] }) => (await apiPost<{ data: CreatedWebhook }>(WEBHOOKS_KEY, body)).data;
export const changeWebhook = async (id: number, body: { url?: string; events?: string[]; active?: boolean }) =>
  (await apiRequest<{ data: WebhookItem }>('PATCH', `${WEBHOOKS_KEY}/${id}`, body)).data;
export const deleteWebhook = async (id: number) => apiDelete<{ data: { id: number } }>(`${WEBHOOKS_KEY}/${id}`);
export const loadDeliveries = async (id: number, status: string) =>
  apiGet<{ data: WebhookDeliveryItem[]; meta: { pagination: Pagination } }>(`${WEBHOOKS_KEY}/${id}/deliveries`, status ? { status } : undefined);
export const retryDelivery = async (id: number, deliveryId: number) => (await apiPost<{ data: WebhookDeliveryItem }>(`${WEBHOOKS_KEY}/${id}/deliveries/${deliveryId}/retry`)).data;

/** A refused call's message and its errors by field. */
export function problemOf(error: unknown, fallback: string): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}

/** "Nov 25, 9:00 AM" through the caller's formatter (useFormatter()). */
export const whenText = (format: Formatter, iso: string | null, none = '—') => (iso ? format.dateTime(new Date(iso), 'crmTime') : none);
