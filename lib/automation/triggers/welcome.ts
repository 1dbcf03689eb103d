import 'server-only';
import type { NewLeadStep } from '../new-lead';
import { automationSettingsOf } from '../settings';
import { leadMailContext } from './mail-values';
import { recordTriggerMail } from './trigger-mail';

/** Leads who came in by signing up themselves: an imported or hand-added lead did not ask for a welcome. */
const SIGNED_UP = new Set(['sign-up', 'co-buyer']);

/**
 * DESIGN §12: the welcome e-mail at sign-up (`welcome-email`), when the company has it on and
 * the lead takes automated mail. Runs after the lead flow, so it is from the agent the lead
 * was just given. Sent after the commit (AfterCommit.mails).
 */
export const welcomeEmailStep: NewLeadStep = async (tx, lead, after) => {
  if (!SIGNED_UP.has(lead.via)) return;
  const settings = await automationSettingsOf(tx, lead.company.id);
  if (!settings.welcomeEmail.enabled) return;
  const context = await leadMailContext(tx, lead.company, lead.leadId);
  if (!context) return;
  const result = await recordTriggerMail(tx, lead.company, context, { type: 'welcome-email', template: settings.welcomeEmail, now: lead.now });
  if ('sent' in result) after.mails.push(result.sent);
};
