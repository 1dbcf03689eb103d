/**
 * The calendar screen's calls (lib/api client; the shapes are lib/crm/calendar-types').
 */
import { apiGet, apiPost, apiPut, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { Availability, AvailabilityDayOff, AvailabilityRange, CalendarEvent } from '@/lib/crm/calendar-types';

export async function fetchEvents(from: string, to: string, agentId: number | null): Promise<CalendarEvent[]> {
  const answer = await apiGet<{ data: CalendarEvent[] }>('/crm/calendar', { from, to, ...(agentId !== null ? { agentId } : {}) });
  return answer.data;
}

export const moveTodo = (id: number, dueAt: string) => apiRequest('PATCH', `/crm/todos/${id}`, { dueAt });
export const moveShowing = (id: number, start: string) => apiRequest('PATCH', `/crm/showings/${id}`, { start });
export const addTodo = (leadId: number, title: string, dueAt: string) => apiPost(`/crm/leads/${leadId}/todos`, { title, dueAt });
export const addShowing = (leadId: number, propertyId: number, start: string, agentId: number | null) =>
  apiPost('/crm/showings', { leadId, propertyId, start, ...(agentId !== null ? { agentId } : {}) });

export async function searchLeads(q: string): Promise<{ id: number; fullName: string; email: string | null }[]> {
  const answer = await apiGet<{ data: { id: number; fullName: string; email: string | null }[] }>('/crm/leads', { q, per_page: 8 });
  return answer.data;
}

export async function fetchAvailability(agentId: number | null): Promise<Availability> {
  return (await apiGet<{ data: Availability }>('/crm/availability', agentId !== null ? { agentId } : undefined)).data;
}
export async function saveAvailability(agentId: number | null, weekly: AvailabilityRange[], daysOff: AvailabilityDayOff[]): Promise<Availability> {
  const path = agentId !== null ? `/crm/availability?agentId=${agentId}` : '/crm/availability';
  return (await apiPut<{ data: Availability }>(path, { weekly, daysOff })).data;
}

export async function fetchFeed(): Promise<{ url: string; path: string }> {
  return (await apiGet<{ data: { url: string; path: string } }>('/crm/calendar/feed')).data;
}
export async function regenerateFeed(): Promise<{ url: string; path: string }> {
  return (await apiPost<{ data: { url: string; path: string } }>('/crm/calendar/feed')).data;
}

/** The message to show for a failed call: the server's own (it names the field) or a fallback. */
export function problemText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  const fields = body?.errors ? Object.entries(body.errors).map(([k, v]) => `${k}: ${v}`) : [];
  return fields.length > 0 && !error.error.includes(fields[0]!.split(': ')[1]!) ? `${error.error} (${fields.join('; ')})` : error.error;
}
