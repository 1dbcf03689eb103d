import 'server-only';
import type { SQL } from 'drizzle-orm';
import { getDb, type Db } from './client';

/**
 * The rows of a raw SQL query. Both drivers answer `{ rows }`; the row type is the query's to
 * declare. `db` is a transaction (or another handle) when the caller has one.
 */
export async function queryRows<T>(query: SQL, db?: Db): Promise<T[]> {
  return ((await (db ?? (await getDb())).execute(query)) as unknown as { rows: T[] }).rows;
}
