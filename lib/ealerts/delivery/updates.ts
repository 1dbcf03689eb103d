import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { eAlertSentUpdates } from '@/lib/db/schema';
import { parseSearchParams } from '@/lib/filters/query';
import type { SearchQuery } from '@/lib/filters/types';
import type { ListingUpdateRow } from '@/lib/search/backend';
import { searchUpdatesSince } from '@/lib/search/service';
import type { Company } from '@/lib/tenancy/company';
import { changeKey } from './changes';
import { updatesSince, type AlertTiming } from './schedule';

/** At most this many updates per mail are looked at (and counted); a search this broad is no alert. */
export const MAX_UPDATES = 500;

export interface AlertToDeliver extends AlertTiming {
  id: number;
  companyId: number;
  leadId: number;
  criteria: Record<string, string>;
  customName: string;
  email: string;
  firstName: string | null;
  completed: boolean;
}

export interface AlertUpdate {
  row: ListingUpdateRow;
  key: string;
  /** What this alert last mailed about the listing, if it did. */
  previousKey: string | null;
}

/**
 * The alert's criteria as a search. Criteria that no longer parse give null: dropping the bad
 * keys would mail a wider search than the lead saved.
 */
export function alertQuery(criteria: Record<string, string>): SearchQuery | null {
  const { query, errors } = parseSearchParams(criteria);
  return Object.keys(errors).length > 0 ? null : query;
}

/** The latest key this alert mailed per listing, and every key it mailed. */
async function sentKeys(alertId: number, propertyIds: number[]): Promise<{ latest: Map<number, string>; all: Set<string> }> {
  const latest = new Map<number, string>();
  const all = new Set<string>();
  if (propertyIds.length === 0) return { latest, all };
  const db = await getDb();
  const sent = await db
    .select({ propertyId: eAlertSentUpdates.propertyId, changeKey: eAlertSentUpdates.changeKey })
    .from(eAlertSentUpdates)
    .where(and(eq(eAlertSentUpdates.eAlertId, alertId), inArray(eAlertSentUpdates.propertyId, propertyIds)))
    .orderBy(eAlertSentUpdates.sentAt);
  for (const s of sent) {
    latest.set(s.propertyId, s.changeKey);
    all.add(`${s.propertyId}|${s.changeKey}`);
  }
  return { latest, all };
}

/**
 * The listings of the alert's search, among those the lead's company shows, listed or changed
 * since the alert's last send, whose current state (status and price) the alert has not
 * mailed yet. Latest change first.
 */
export async function findUpdates(company: Company, alert: AlertToDeliver, query: SearchQuery, now: Date) {
  const since = updatesSince(alert, now);
  const { rows, showSoldPrice } = await searchUpdatesSince(company, { id: alert.leadId, completed: alert.completed }, query, since, MAX_UPDATES, now);
  const { latest, all } = await sentKeys(alert.id, rows.map((r) => r.id));
  const updates: AlertUpdate[] = rows
    .map((row) => ({ row, key: changeKey(row.status, row.price), previousKey: latest.get(row.id) ?? null }))
    .filter((u) => !all.has(`${u.row.id}|${u.key}`));
  return { updates, showSoldPrice, since };
}
