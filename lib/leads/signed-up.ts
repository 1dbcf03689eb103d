import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { unauthorized, unprocessable } from '@/lib/http/errors';
import { isFullyAuthorized } from './confirmation';

/**
 * SPEC §6: favourites and saved searches are for fully authorised leads. A lead still signing
 * up, or asked to confirm a contact, gets 422 (the client opens the sign-up form on it). The
 * lead as stored decides, not the token's copy, which may be older: one row, its contact fields.
 */
export async function requireSignedUp(companyId: number, lead: LeadClaims, what: string): Promise<LeadClaims> {
  const db = await getDb();
  const [stored] = await db
    .select({
      completed: leads.completed,
      email: leads.email,
      emailStatus: leads.emailStatus,
      phone: leads.phone,
      phoneStatus: leads.phoneStatus,
      firstName: leads.firstName,
      lastName: leads.lastName,
    })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.id, lead.id)))
    .limit(1);
  if (!stored) throw unauthorized('Sign in again');
  if (!isFullyAuthorized(stored)) throw unprocessable(`Finish signing up to ${what}`, { lead: 'incomplete' });
  return lead;
}
