import 'server-only';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { FeedReader } from './record-pages';

/** Below this share of our listings, a key list is not believed: a feed that lists few keys has failed, not emptied. */
export const MIN_KEY_SHARE = 0.5;

export type ReconcileOutcome = { deleted: number } | { refused: string };

/**
 * Deletions by key reconciliation (DESIGN §10): the feed lists every key it has; our listings of
 * the feed that it no longer lists are deleted (their favourites and viewed rows go with them;
 * activities keep their text). A key list that is much shorter than ours is refused and
 * reported: the site keeps its listings rather than emptying on a feed's bad day.
 */
export async function reconcileKeys(db: Db, sourceId: number, reader: FeedReader): Promise<ReconcileOutcome> {
  const keys = new Set<string>();
  for await (const page of reader.keys()) for (const key of page) keys.add(key);
  const [ours] = await db.select({ n: sql<number>`count(*)::int` }).from(properties).where(eq(properties.sourceId, sourceId));
  const held = Number(ours?.n ?? 0);
  if (held > 0 && keys.size < held * MIN_KEY_SHARE) {
    return { refused: `The feed listed ${keys.size} keys for our ${held} listings: deletions skipped this time.` };
  }
  let deleted = 0;
  for (let afterId = 0; ; ) {
    const batch = await db
      .select({ id: properties.id, key: properties.listingKey })
      .from(properties)
      .where(and(eq(properties.sourceId, sourceId), gt(properties.id, afterId)))
      .orderBy(properties.id)
      .limit(5000);
    if (batch.length === 0) return { deleted };
    afterId = batch[batch.length - 1]!.id;
    const gone = batch.filter((row) => !keys.has(row.key)).map((row) => row.id);
    if (gone.length) {
      await db.delete(properties).where(inArray(properties.id, gone));
      deleted += gone.length;
    }
  }
}
