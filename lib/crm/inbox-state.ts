import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { inboxItems } from '@/lib/db/schema';
import type { CrmAccess } from './access';
import { requireVisibleInboxItem, toInboxItem } from './inbox';
import type { InboxItem } from './types';

/**
 * PATCH /api/crm/inbox/{id} {closed}: closing moves the item to /closed-inbox (who and when
 * are kept), reopening brings it back. Repeating either is harmless: an item closed already
 * keeps its first closing. Not a change to the lead, so no timeline activity: the reply that
 * usually precedes it is one.
 */
export async function setInboxItemClosed(access: CrmAccess, id: number, closed: boolean): Promise<InboxItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await requireVisibleInboxItem(tx, access, id);
    const [changed] = await tx
      .update(inboxItems)
      .set(closed ? { closedAt: sql`now()`, closedBy: access.agentId } : { closedAt: null, closedBy: null })
      .where(and(eq(inboxItems.id, row.id), closed ? isNull(inboxItems.closedAt) : isNotNull(inboxItems.closedAt)))
      .returning({ closedAt: inboxItems.closedAt });
    return toInboxItem({ ...row, closedAt: changed ? changed.closedAt : row.closedAt });
  });
}
