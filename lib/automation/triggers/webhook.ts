import 'server-only';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import type { NewLeadStep } from '../new-lead';

/** lead.created for every new lead, whichever door (sign-up, co-buyer, the CRM or the API, an import): an outbox row in the creating transaction. */
export const webhookStep: NewLeadStep = async (tx, lead) => {
  await queueWebhookEvent(tx, lead.company.id, 'lead.created', { leadId: lead.leadId }, lead.now);
};
