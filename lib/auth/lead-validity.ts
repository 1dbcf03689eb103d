import 'server-only';
import { and, eq } from 'drizzle-orm';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';

// Every signed-in request asks; a few seconds' memory answers a page and its API calls with
// one query and still lets a take-over or a deleted lead end old tokens almost at once.
const validity = sharedCache<string, number | null | undefined>('lead-token-validity', 5_000);

/**
 * When the lead's tokens start being valid (ms; null: any time), or undefined when the
 * lead does not exist (any token naming it is void).
 */
export function leadTokensValidAfter(companyId: number, leadId: number): Promise<number | null | undefined> {
  return validity.get(`${companyId}:${leadId}`, async () => {
    const db = await getDb();
    const [row] = await db
      .select({ after: leads.tokensValidAfter })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), eq(leads.id, leadId)))
      .limit(1);
    if (!row) return undefined;
    return row.after ? row.after.getTime() : null;
  });
}

export function forgetLeadTokenValidity(companyId: number, leadId: number): void {
  validity.delete(`${companyId}:${leadId}`);
}
