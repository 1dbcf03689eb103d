import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { safeText } from '@/lib/http/input';
import { recordTrackedLeadMail, trackingFor, type LeadMessage } from '@/lib/mail/tracking';
import { deliverMail } from '@/lib/mail/transport';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { agentSender, reachableLeadEmail } from './agent-mail';
import { lockVisibleLead } from './lead-lock';
import type { ActivityItem } from './types';
import { writtenActivity } from './written-activity';
import { formatCount } from '@/lib/format/formatter';

const trimmed = (max: number) => safeText().transform((t) => t.trim()).pipe(z.string().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${formatCount(max)} characters` }));

/** POST /api/crm/leads/{id}/emails {subject, body}. */
export const emailBody = z.object({ subject: trimmed(200), body: trimmed(20_000) });

/**
 * An e-mail from the agent to the lead: recorded in outgoing_mail with its `email` activity
 * {subject, body, mailId} in one transaction, tracked (lib/mail/tracking.ts), handed to SMTP after the commit (a crash between
 * leaves it queued, never sent twice). Replies go to the agent. A lead with no e-mail, or one
 * that bounced or was refused: 422 naming `email`.
 */
export async function emailLead(access: CrmAccess, company: Company, leadId: number, input: z.infer<typeof emailBody>): Promise<ActivityItem> {
  const db = await getDb();
  const { item, mailId, message } = await db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const to = reachableLeadEmail(lead);
    const sender = await agentSender(tx, access, company, lead.id);
    const draft: LeadMessage = {
      companyId: access.companyId,
      leadId: lead.id,
      agentId: access.agentId,
      kind: 'agent-email',
      from: { name: sender.name, address: sender.address },
      replyTo: sender.replyTo,
      to,
      subject: input.subject,
      text: input.body,
    };
    // Tracked like every lead mail (open pixel, links, unsubscribe footer); the activity keeps what the agent wrote.
    const { id: mailId, message } = await recordTrackedLeadMail(tx, draft, trackingFor(company));
    const [row] = await tx.insert(activities).values({
      companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'email', data: { subject: input.subject, body: input.body, mailId },
    }).returning();
    return { item: await writtenActivity(tx, row!), mailId, message };
  });
  await deliverMail(mailId, message);
  return item;
}
