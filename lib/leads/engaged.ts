import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { unauthorized } from '@/lib/http/errors';
import { getLeadProfile } from './me';

/**
 * PUT /api/leads/me/was-engaged: the lead engaged with the site (SPEC §4 "An engaged lead
 * triggers engagement tracking"); answers the lead as GET /api/leads/me does. Setting it
 * twice is harmless, so the call is idempotent.
 */
export async function markEngaged(companyId: number, leadId: number) {
  const db = await getDb();
  const updated = await db
    .update(leads)
    .set({ isEngaged: true, updatedAt: new Date() })
    .where(and(eq(leads.companyId, companyId), eq(leads.id, leadId)))
    .returning({ id: leads.id });
  if (updated.length === 0) throw unauthorized('Sign in again');
  const profile = await getLeadProfile(companyId, leadId);
  if (!profile) throw unauthorized('Sign in again');
  return profile;
}
