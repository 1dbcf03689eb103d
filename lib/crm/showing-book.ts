import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Db } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { activities, agents, leads, showingRequests } from '@/lib/db/schema';
import { forbidden, HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { listingAccess } from '@/lib/property/listing-access';
import { dayInRange, dayOf } from '@/lib/property/schedule';
import { agentDay } from '@/lib/property/showings';
import type { Company } from '@/lib/tenancy/company';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { CrmAccess } from './access';
import type { showingCreateBody, showingPatchBody } from './calendar-query';
import { lockVisibleLead } from './lead-lock';
import { visibleLeadsWhere } from './visible-leads';

/*
 * Showings an agent books or moves from /calendar (issue 15). The slot rules are the visitors'
 * (/schedule): inside the agent's hours, not a day off, not taken, in the future and at most 60
 * days ahead — one function, agentDay, answers all of them. Each change writes a
 * `lead-request-showing` activity {showingId, requestedFor, scheduledBy, from?, status?} on the
 * lead in the same transaction (SPEC's activity types are a closed list; this is the showing's).
 */

export interface CrmShowing {
  id: number;
  leadId: number;
  propertyId: number;
  agentId: number | null;
  start: string;
  status: string;
}

const taken = (message = 'That time is taken: choose another') => new HttpError(409, message, { start: 'taken by another showing' });

/** 422 naming `start` unless `at` is a free slot of the agent (409 when only a booking stands in the way). */
async function requireFreeSlot(companyId: number, agentId: number, at: Date, now: Date, ignoreShowingAt?: Date) {
  if (at.getTime() <= now.getTime()) throw unprocessable('A showing must be in the future', { start: 'must be in the future' });
  const day = dayOf(at, COMPANY_TIME_ZONE);
  if (!dayInRange(day, COMPANY_TIME_ZONE, now)) throw unprocessable('Showings can be booked up to 60 days ahead', { start: 'at most 60 days ahead' });
  const slot = (await agentDay(companyId, agentId, day, COMPANY_TIME_ZONE, now)).find((s) => s.start === at.toISOString());
  if (!slot) throw unprocessable("That time is outside the agent's hours (or a day off)", { start: "outside the agent's hours" });
  if (!slot.available && ignoreShowingAt?.getTime() !== at.getTime()) throw taken();
}

/** The agent a showing is booked with: the caller, or for managers a colleague who shows homes. */
async function showingAgentFor(db: Db, access: CrmAccess, agentId: number | undefined): Promise<number> {
  const id = agentId ?? access.agentId;
  if (id !== access.agentId && !access.canManage) throw forbidden('Only brokers and admins can book showings for a colleague');
  const [row] = await db.select({ id: agents.id, type: agents.type, isActive: agents.isActive }).from(agents).where(and(eq(agents.id, id), eq(agents.companyId, access.companyId))).limit(1);
  if (!row || !row.isActive) throw unprocessable('Choose an active agent of the company', { agentId: 'not an active agent of the company' });
  if (row.type === 'lender') throw unprocessable('Lenders do not show homes: choose an agent', { agentId: 'lenders do not show homes' });
  return row.id;
}

function onTaken(error: unknown): never {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) throw taken('Someone booked that time first: choose another');
  throw error;
}

/** POST /api/crm/showings: 201 and the showing; the lead must be visible (else 404), the listing one the company shows. */
export async function bookShowing(access: CrmAccess, company: Company, input: z.infer<typeof showingCreateBody>, now = new Date()): Promise<CrmShowing> {
  const db = await getDb();
  // Lead first: a lead one may not see is 404 whatever else is wrong.
  const [visible] = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, input.leadId), visibleLeadsWhere(access))).limit(1);
  if (!visible) throw notFound('Lead not found');
  const agentId = await showingAgentFor(db, access, input.agentId);
  const listing = await listingAccess(company, input.propertyId, true);
  if (listing.kind === 'missing') throw unprocessable('No such listing', { propertyId: 'not a listing of this site' });
  const at = new Date(input.start);
  await requireFreeSlot(access.companyId, agentId, at, now);
  return db
    .transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, access, input.leadId);
      const [row] = await tx
        .insert(showingRequests)
        .values({ companyId: access.companyId, leadId: lead.id, propertyId: input.propertyId, agentId, requestedFor: at, status: 'confirmed' })
        .returning();
      const showing = row!;
      await tx.insert(activities).values({
        companyId: access.companyId, leadId: lead.id, agentId: access.agentId, propertyId: input.propertyId, type: 'lead-request-showing',
        data: { showingId: showing.id, requestedFor: at.toISOString(), scheduledBy: access.agentId, showingAgentId: agentId },
      });
      return asShowing(showing);
    })
    .catch(onTaken);
}

/**
 * PATCH /api/crm/showings/{id} {start?, status?}: a showing of a lead outside the caller's view
 * is 404; one the caller is not the agent of is 403 unless they manage the company.
 */
export async function changeShowing(access: CrmAccess, showingId: number, input: z.infer<typeof showingPatchBody>, now = new Date()): Promise<CrmShowing> {
  const db = await getDb();
  const [found] = await db
    .select({ showing: showingRequests })
    .from(showingRequests)
    .innerJoin(leads, and(eq(leads.companyId, showingRequests.companyId), eq(leads.id, showingRequests.leadId)))
    .where(and(eq(showingRequests.id, showingId), eq(showingRequests.companyId, access.companyId), visibleLeadsWhere(access)))
    .limit(1);
  if (!found) throw notFound('Showing not found');
  const before = found.showing;
  if (before.agentId !== access.agentId && !access.canManage) throw forbidden("Only the showing's agent or a broker can change it");
  const at = input.start === undefined ? before.requestedFor : new Date(input.start);
  const status = input.status ?? before.status;
  const moved = at.getTime() !== before.requestedFor.getTime();
  const reopened = before.status === 'cancelled' && status !== 'cancelled';
  if ((moved || reopened) && status !== 'cancelled') {
    if (before.agentId === null) throw unprocessable('This showing has no agent any more', { start: 'the showing has no agent' });
    await requireFreeSlot(access.companyId, before.agentId, at, now, reopened ? undefined : before.requestedFor);
  }
  return db
    .transaction(async (tx) => {
      await lockVisibleLead(tx, access, before.leadId);
      const [current] = await tx.select().from(showingRequests).where(eq(showingRequests.id, before.id)).limit(1).for('update');
      if (!current) throw notFound('Showing not found');
      if (current.requestedFor.getTime() === at.getTime() && current.status === status) return asShowing(current);
      const [row] = await tx.update(showingRequests).set({ requestedFor: at, status }).where(eq(showingRequests.id, current.id)).returning();
      const data: Record<string, unknown> = { showingId: current.id, requestedFor: at.toISOString(), scheduledBy: access.agentId };
      if (current.requestedFor.getTime() !== at.getTime()) data.from = current.requestedFor.toISOString();
      if (current.status !== status) Object.assign(data, { status, statusFrom: current.status });
      await tx.insert(activities).values({ companyId: access.companyId, leadId: current.leadId, agentId: access.agentId, propertyId: current.propertyId, type: 'lead-request-showing', data });
      return asShowing(row!);
    })
    .catch(onTaken);
}

function asShowing(row: typeof showingRequests.$inferSelect): CrmShowing {
  return { id: row.id, leadId: row.leadId, propertyId: row.propertyId, agentId: row.agentId, start: row.requestedFor.toISOString(), status: row.status };
}
