import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';

/** Inserts rows in chunks small enough for Postgres's 65,535-parameter limit. */
export async function insertInChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}
