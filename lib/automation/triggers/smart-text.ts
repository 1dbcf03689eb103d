import 'server-only';
import type { Db } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { recordText } from '@/lib/texts/outgoing';
import type { NewLeadStep } from '../new-lead';
import { automatedTextBlock } from '../reachable';
import { automationSettingsOf } from '../settings';
import { renderTemplate } from '../templates';
import { contactTemplateValues, newLeadContact, textingNumber } from './new-lead-contact';

/**
 * DESIGN §12 smart text: a new lead with a phone gets a text from its agent (or the company)
 * within the minute — the company's template, rendered with the lead's and agent's fields,
 * from the agent's own line or the company's number. Only when switched on and the lead may
 * be texted (automatedTextBlock: a number, no STOP, not a bad number). Writes the text row and
 * the `smart-text` activity {body, textId} (system-written: agentId null); the text goes out
 * after the commit (afterNewLead), or stays 'recorded' without SMS_URL.
 */
export const smartTextStep: NewLeadStep = async (tx: Db, { company, leadId, via }, after) => {
  // An imported lead did not just ask for anything: nobody texts or rings a list (issue 17, docs/admin.md "Lead import").
  if (via === 'import') return;
  const settings = await automationSettingsOf(tx, company.id);
  if (!settings.smartText.enabled) return;
  const contact = await newLeadContact(tx, company.id, leadId);
  if (!contact || automatedTextBlock(contact.lead) !== null || !contact.lead.phone) return;
  const body = renderTemplate(settings.smartText.body, contactTemplateValues(company, contact)).slice(0, 480);
  const agentId = contact.agent?.id ?? null;
  const from = await textingNumber(tx, company.id, agentId);
  const textId = await recordText(tx, { companyId: company.id, leadId, agentId, kind: 'smart-text', to: contact.lead.phone, from, body });
  await tx.insert(activities).values({ companyId: company.id, leadId, type: 'smart-text', data: { body, textId, to: contact.lead.phone, from } });
  after.texts.push(textId);
};
