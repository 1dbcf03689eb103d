import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { unauthorized } from '@/lib/http/errors';

/** The database or a transaction of it: both can select. */
type Reader = Pick<Db, 'select'>;

/**
 * The lead a token names must still exist in its company: a token outlives a deleted lead,
 * and that is a 401 (sign in again), never a 500 or an empty answer. With `lock`, the lead's
 * row is held until the transaction ends, so two requests of one lead (two tabs saving a
 * search at once) take turns over names and duplicates.
 */
export async function requireLeadRow(db: Reader, companyId: number, leadId: number, lock = false): Promise<void> {
  const query = db.select({ id: leads.id }).from(leads).where(and(eq(leads.companyId, companyId), eq(leads.id, leadId)));
  const [row] = await (lock ? query.for('update') : query).limit(1);
  if (!row) throw unauthorized('Sign in again');
}
