import 'server-only';
import { and, eq } from 'drizzle-orm';
import { leads, scheduledLeadMails } from '@/lib/db/schema';
import type { NewLeadStep } from '../new-lead';
import { automationSettingsOf } from '../settings';

const DAY_MS = 86_400_000;
const SIGNED_UP = new Set(['sign-up', 'co-buyer']);

/**
 * DESIGN §12: a new lead who signed up gets a follow-up e-mail `afterDays` later — the
 * seller one for a seller, the buyer one for everyone else — when the company has it on.
 * Only the row is written now (scheduled_lead_mails, one per lead and kind); the lead-mails
 * job sends it when due, with the settings and the lead as they are then.
 */
export const delayedMailStep: NewLeadStep = async (tx, lead) => {
  if (!SIGNED_UP.has(lead.via)) return;
  const [row] = await tx
    .select({ isSeller: leads.isSeller, email: leads.email })
    .from(leads)
    .where(and(eq(leads.companyId, lead.company.id), eq(leads.id, lead.leadId)))
    .limit(1);
  if (!row?.email) return;
  const settings = await automationSettingsOf(tx, lead.company.id);
  const kind = row.isSeller ? 'seller-delayed-email' : 'delayed-email';
  const trigger = row.isSeller ? settings.sellerDelayedEmail : settings.delayedEmail;
  if (!trigger.enabled) return;
  await tx
    .insert(scheduledLeadMails)
    .values({ companyId: lead.company.id, leadId: lead.leadId, kind, dueAt: new Date(lead.now.getTime() + trigger.afterDays * DAY_MS) })
    .onConflictDoNothing();
};
