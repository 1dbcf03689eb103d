import 'server-only';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import type { HotReason } from '@/lib/db/schema/leads';

export type { HotReason };

/**
 * A hot "episode": a lead hot less than this long ago stays in the episode it is in (no new
 * alert, hot_at unchanged), so a lead clicking through ten homes alerts its agent once, while a
 * lead who comes back hot tomorrow alerts again.
 */
export const HOT_EPISODE_MS = 24 * 60 * 60 * 1000;

export interface HotCause {
  companyId: number;
  leadId: number;
  reason: HotReason;
  now: Date;
}

/**
 * DESIGN §12: a favourite, a showing request, a return visit or a burst of views marks the
 * lead hot. Called inside the transaction of what made it hot. Answers whether a new hot
 * episode began (the lead was not hot, or hot for longer than HOT_EPISODE_MS): only then does
 * the caller alert the agent. One conditional UPDATE: two requests at once start one episode
 * (the second sees the first's hot_at once the row lock is released).
 */
export async function markLeadHot(tx: Db, cause: HotCause): Promise<boolean> {
  const episodeOver = new Date(cause.now.getTime() - HOT_EPISODE_MS);
  const rows = await tx
    .update(leads)
    .set({ hotAt: cause.now, hotReason: cause.reason })
    .where(and(eq(leads.companyId, cause.companyId), eq(leads.id, cause.leadId), or(isNull(leads.hotAt), lte(leads.hotAt, episodeOver))))
    .returning({ id: leads.id });
  return rows.length > 0;
}
