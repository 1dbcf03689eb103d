import 'server-only';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities, dripSteps, smsNumbers, todos } from '@/lib/db/schema';
import type { ActionPlanStep } from '@/lib/db/schema/automation';
import type { LeadRow } from '@/lib/crm/lead-lock';
import { senderAsAgent } from '@/lib/crm/agent-mail';
import { automatedEmailBlock, automatedTextBlock } from '@/lib/automation/reachable';
import type { AutomationSettings } from '@/lib/automation/settings-schema';
import { renderTemplate } from '@/lib/automation/templates';
import { recordTrackedLeadMail, trackingFor } from '@/lib/mail/tracking';
import type { OutgoingMessage } from '@/lib/mail/transport';
import { recordText } from '@/lib/texts/outgoing';
import type { Company } from '@/lib/tenancy/company';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { recordCall } from '@/lib/voice/outgoing';
import { nextSendingTime } from './sending-hours';
import { templateAgent, templateValues } from './template-values';

/** What the firing job knows of a company before its transaction (loaded outside: see fire.ts). */
export interface CompanyContext {
  company: Company;
  settings: AutomationSettings;
}

export interface DueStep {
  id: number;
  companyId: number;
  leadId: number;
  leadPlanId: number;
  planId: number;
  planName: string;
  stepIndex: number;
  step: ActionPlanStep;
}

/** Mail recorded in the step's transaction, handed to SMTP once it commits. */
export type PendingMails = { id: number; message: OutgoingMessage }[];

export type StepOutcome = 'fired' | 'failed' | 'delayed';

const KIND_WORDS: Record<ActionPlanStep['kind'], string> = { email: 'e-mail', text: 'text', todo: 'to-do', call: 'call' };
const TITLE_MAX = 200;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A voice drop needs a number that rings; a texting opt-out (STOP) is about texts, not calls. */
function voiceBlock(lead: LeadRow): string | null {
  if (!lead.phone) return 'no phone number';
  if (lead.phoneStatus === 'bad_number') return 'the number does not take calls';
  return null;
}

/** Why the lead cannot be reached by this step, or null. To-dos and call reminders are the agent's: always possible. */
function blockOf(step: ActionPlanStep, lead: LeadRow): string | null {
  if (step.kind === 'email') return automatedEmailBlock(lead);
  if (step.kind === 'text') return automatedTextBlock(lead);
  if (step.kind === 'call' && step.voiceMail) return voiceBlock(lead);
  return null;
}

/** Texts and voice drops reach the lead's phone: they wait for the sending hours. */
const ringsThePhone = (step: ActionPlanStep) => step.kind === 'text' || (step.kind === 'call' && step.voiceMail === true);

/** The number texts go out from: the agent's own line when set up, else the company's, else none (the gateway's default). */
async function textFrom(tx: Db, companyId: number, agentId: number | null): Promise<string | null> {
  const [row] = await tx
    .select({ phone: smsNumbers.phone })
    .from(smsNumbers)
    .where(and(eq(smsNumbers.companyId, companyId), agentId === null ? isNull(smsNumbers.agentId) : or(eq(smsNumbers.agentId, agentId), isNull(smsNumbers.agentId))))
    .orderBy(asc(smsNumbers.agentId))
    .limit(1);
  return row?.phone ?? null;
}

/**
 * One due step's effect, inside the transaction that took it (fire.ts): the message or to-do
 * through its transport, the step's activity, and the step moved off 'scheduled' — so a crash
 * anywhere leaves nothing half done, and a retry never sends twice. The activity shapes follow
 * the demo seed's (lib/seed/activity-catalogue.ts) so the timeline's words read them.
 */
export async function fireStep(tx: Db, due: DueStep, lead: LeadRow, context: CompanyContext, now: Date, mails: PendingMails): Promise<StepOutcome> {
  const { step } = due;
  const base = { planId: due.planId, planName: due.planName, leadPlanId: due.leadPlanId, step: due.stepIndex + 1, kind: step.kind };
  const activity = (type: (typeof activities.$inferInsert)['type'], data: Record<string, unknown>) =>
    tx.insert(activities).values({ companyId: due.companyId, leadId: due.leadId, agentId: null, type, occurredAt: now, data: { ...base, ...data } });

  if (ringsThePhone(step)) {
    const until = nextSendingTime(now, context.settings.sendingHours, COMPANY_TIME_ZONE);
    if (until) {
      // Moved to the next opening, once: then it is within the hours and fires.
      await tx.update(dripSteps).set({ dueAt: until }).where(eq(dripSteps.id, due.id));
      await activity('delayed-drip-plan', { until: until.toISOString() });
      return 'delayed';
    }
  }

  const block = blockOf(step, lead);
  if (block) {
    // The timeline reads "Action plan “X” skipped — Step 2 (text): opted out of texts"; the step itself, "Skipped: …".
    await tx.update(dripSteps).set({ status: 'failed', firedAt: now, error: `Skipped: ${block}` }).where(eq(dripSteps.id, due.id));
    await activity('drip-plan-status', { status: 'skipped', reason: `Step ${base.step} (${KIND_WORDS[step.kind]}): ${block}` });
    return 'failed';
  }

  const agent = await templateAgent(tx, due.companyId, lead.buyerAgentId);
  const values = templateValues(lead, agent, context.company);
  const body = renderTemplate(step.template.body, values);

  switch (step.kind) {
    case 'email': {
      const subject = renderTemplate(step.template.subject ?? '', values);
      // As an agent's own mail to the lead (lib/crm/agent-mail.ts): from the agent by name, replies to them (or
      // back through the inbound-mail hook); the company's for a pond lead. Tracked and with an unsubscribe, like every automated mail.
      const sender = await senderAsAgent(tx, context.company, agent?.id ?? null, due.leadId);
      const { id: mailId, message } = await recordTrackedLeadMail(tx, {
        companyId: due.companyId,
        leadId: due.leadId,
        agentId: agent?.id ?? null,
        kind: 'drip-plan-email',
        from: { name: sender.name, address: sender.address },
        replyTo: sender.replyTo,
        to: lead.email ?? '',
        subject,
        text: body,
      }, trackingFor(context.company));
      mails.push({ id: mailId, message });
      await activity('drip-plan-email', { subject, body, mailId });
      break;
    }
    case 'text': {
      const textId = await recordText(tx, {
        companyId: due.companyId, leadId: due.leadId, agentId: agent?.id ?? null, kind: 'drip-plan-text',
        to: lead.phone ?? '', from: await textFrom(tx, due.companyId, agent?.id ?? null), body,
      });
      await activity('drip-plan-text', { body, textId });
      break;
    }
    case 'todo':
    case 'call': {
      if (step.kind === 'call' && step.voiceMail) {
        const callId = await recordCall(tx, { companyId: due.companyId, leadId: due.leadId, agentId: agent?.id ?? null, kind: 'voice-drop', to: lead.phone ?? '', script: body });
        await activity('drip-voice-mail', { callId, script: body });
        break;
      }
      // A to-do (or a reminder to call) on the lead's agent's list, due now.
      const title = clip(body.replace(/\s+/g, ' ').trim(), TITLE_MAX);
      const [todo] = await tx.insert(todos).values({ companyId: due.companyId, leadId: due.leadId, agentId: agent?.id ?? null, title, dueAt: now }).returning({ id: todos.id });
      await activity(step.kind === 'call' ? 'drip-plan-call' : 'drip-plan-todo', { title, todoId: todo?.id ?? null, dueAt: now.toISOString() });
      break;
    }
  }
  await tx.update(dripSteps).set({ status: 'fired', firedAt: now, error: null }).where(eq(dripSteps.id, due.id));
  return 'fired';
}
