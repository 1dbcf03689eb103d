'use client';

import { apiGet, apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { LeadAddress } from '@/lib/leads/address-json';

/**
 * Saves a seller's address (POST /api/leads/me/addresses; that also records the estimate
 * request) and answers its id. An address the lead saved before is a 409: asking again for
 * its estimate is no mistake, so it is looked up in the lead's list (compared without case,
 * as the server does) and used.
 */
export async function postAddress(text: string): Promise<number> {
  try {
    const { data } = await apiPost<{ data: LeadAddress }>('/leads/me/addresses', { address: text });
    return data.id;
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 409) throw e;
    const saved = /already saved: (.+)$/.exec(e.message)?.[1]?.toLowerCase();
    const { data } = await apiGet<{ data: LeadAddress[] }>('/leads/me/addresses');
    const same = data.find((a) => a.address.toLowerCase() === saved);
    if (!same) throw e;
    return same.id;
  }
}

/** The server's messages by field of a failed call (a 422's `errors`); empty when it named none. */
export function fieldErrors(e: ApiError): Record<string, string> {
  return (e.fullError as { body?: { errors?: Record<string, string> } } | undefined)?.body?.errors ?? {};
}
