import 'server-only';
import type { LeadClaims } from '@/lib/auth/lead-token';
import { alertHotLead, deliverAlerts, noAlerts } from '@/lib/automation/triggers/agent-alert';
import { listingAddress } from '@/lib/automation/triggers/view-bursts';
import { addInboxItem, deliverInboxMail, showingMessage } from '@/lib/crm/inbox-intake';
import { getDb } from '@/lib/db/client';
import { activities, questions, showingRequests } from '@/lib/db/schema';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { forbidden, unauthorized, unprocessable } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';
import { needsEmailConfirmation } from './confirmation';
import { markLeadHot } from './hot-lead';

/**
 * SPEC §5/§6: questions and showing requests are for fully authorised leads; a lead whose
 * e-mail or phone needs confirming is told which (the client opens sign-up on those fields).
 */
export function requireFullLead(lead: LeadClaims | null): LeadClaims {
  if (!lead) throw unauthorized('Sign up to ask about this home');
  const errors: Record<string, string> = {};
  if (needsEmailConfirmation(lead)) errors['lead.email'] = 'Add a valid e-mail address';
  if (!lead.phone || lead.phoneStatus === 'bad_number') errors['lead.phone'] = 'Add a valid phone number';
  if (Object.keys(errors).length > 0) throw unprocessable(Object.values(errors)[0]!, errors);
  if (!lead.completed) throw forbidden('Finish signing up first');
  return lead;
}

/** Runs inserts about a lead; a lead the token names but the database no longer has is a 401, not a 500. */
export async function asExistingLead<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw unauthorized('Sign in again');
    throw error;
  }
}

/**
 * POST /api/properties/{id}/question: the question, a lead-question activity and the CRM
 * inbox item, in one transaction; the addressed agent's mail goes out after the commit.
 */
export async function askQuestion(company: Company, lead: LeadClaims, propertyId: number, message: string, agentId: number | null) {
  const db = await getDb();
  const companyId = company.id;
  const { question, mail } = await asExistingLead(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(questions).values({ companyId, leadId: lead.id, propertyId, message }).returning({ id: questions.id, createdAt: questions.createdAt });
      await tx.insert(activities).values({ companyId, leadId: lead.id, agentId, type: 'lead-question', propertyId, data: { questionId: row!.id, message } });
      const mail = await addInboxItem(tx, { company, leadId: lead.id, kind: 'question', questionId: row!.id, propertyId, namedAgentId: agentId, message });
      return { question: { id: row!.id, propertyId, message, createdAt: row!.createdAt.toISOString() }, mail };
    }),
  );
  await deliverInboxMail(mail);
  return question;
}

/**
 * A showing request for a free slot, a lead-request-showing activity, the CRM inbox item, and
 * the lead turns hot (DESIGN §12), in one transaction; the agent's mail goes out after it.
 */
export async function requestShowing(company: Company, lead: LeadClaims, propertyId: number, agentId: number, at: Date, message: string | null, now = new Date()) {
  const db = await getDb();
  const companyId = company.id;
  const booking = asExistingLead(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(showingRequests)
        .values({ companyId, leadId: lead.id, propertyId, agentId, requestedFor: at, message })
        .returning({ id: showingRequests.id, status: showingRequests.status });
      const hot = await markLeadHot(tx, { companyId, leadId: lead.id, reason: 'showing-request', now });
      await tx.insert(activities).values({
        companyId, leadId: lead.id, agentId, type: 'lead-request-showing', propertyId,
        data: { showingId: row!.id, requestedFor: at.toISOString(), ...(hot ? { hotReason: 'showing-request' } : {}) },
      });
      const mail = await addInboxItem(tx, { company, leadId: lead.id, kind: 'showing', showingId: row!.id, propertyId, namedAgentId: agentId, message: showingMessage(at, message) });
      // The inbox mail already tells the showing's agent; the hot alert tells the lead's own agent (or the managers) it turned hot.
      const sends = hot ? await alertHotLead(tx, { company, leadId: lead.id, reason: 'showing-request', listing: await listingAddress(tx, propertyId) }) : noAlerts();
      return { showing: { id: row!.id, propertyId, agentId, requestedFor: at.toISOString(), status: row!.status, message }, mail, sends };
    }),
  );
  // The slot was free when checked, but someone booked it meanwhile (showings_agent_slot_uq).
  const { showing, mail, sends } = await booking.catch((error: unknown) => {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw unprocessable('That time is not free any more: choose another', { start: 'not a free slot' });
    throw error;
  });
  await deliverInboxMail(mail);
  await deliverAlerts(sends);
  return showing;
}
