import 'server-only';
import type { Db } from '@/lib/db/client';
import { getQueue, type QueueName } from '@/lib/jobs/boss';
import { deliverMail, type OutgoingMessage } from '@/lib/mail/transport';
import type { Company } from '@/lib/tenancy/company';
import { delayedMailStep } from './triggers/delayed-mail-schedule';
import { welcomeEmailStep } from './triggers/welcome';
import { deliverText } from '@/lib/texts/delivery';
import { deliverCall } from '@/lib/voice/delivery';
import { autoCallStep } from './triggers/auto-call';
import { phoneLookupStep } from './triggers/phone-lookup';
import { smartTextStep } from './triggers/smart-text';
import { routeNewLead } from './lead-flow/route-lead';
import { webhookStep } from './triggers/webhook';

/** How a lead came to be: DESIGN §12 runs the lead flow once for each, whichever door. */
export type NewLeadVia = 'sign-up' | 'co-buyer' | 'api' | 'import';

export interface NewLead {
  company: Company;
  leadId: number;
  via: NewLeadVia;
  /** The agent who added the lead by hand (via 'api' from the CRM), if any. */
  addedBy?: number | null;
  now: Date;
}

/** What the steps recorded in the transaction, to send once it commits (a crash in between leaves it queued, never sent twice). */
export interface AfterCommit {
  mails: { id: number; message: OutgoingMessage }[];
  texts: number[];
  calls: number[];
  /** Jobs to queue once the lead exists (work that must not run inside the transaction, such as an HTTP lookup). */
  jobs: { queue: QueueName; data: object }[];
}

/** An empty AfterCommit, for every place that runs steps of its own (the claim-window expiry). */
export const nothingAfterCommit = (): AfterCommit => ({ mails: [], texts: [], calls: [], jobs: [] });

export type NewLeadStep = (tx: Db, lead: NewLead, after: AfterCommit) => Promise<void>;

/**
 * What happens to every new lead, in order, inside the transaction that created it: the lead
 * flow first (it decides the agent the later steps write as), then the triggers (welcome and
 * delayed e-mails, smart text, auto-call, phone lookup). Each step is its own module.
 */
const STEPS: NewLeadStep[] = [
  // The lead flow first: it decides the buyer agent every later step writes as.
  routeNewLead,
  // Then the triggers, in the lead's name and its agent's.
  welcomeEmailStep,
  delayedMailStep,
  smartTextStep,
  autoCallStep,
  phoneLookupStep,
  // Last: the lead.created webhook delivery (an outbox row; its data is read when it is sent, after all of the above).
  webhookStep,
];

export async function onNewLead(tx: Db, lead: NewLead): Promise<AfterCommit> {
  const after = nothingAfterCommit();
  for (const step of STEPS) await step(tx, lead, after);
  return after;
}

/** Sends what onNewLead recorded; call after the commit. Failures stay queued for the retry jobs. */
export async function afterNewLead(after: AfterCommit): Promise<void> {
  for (const mail of after.mails) await deliverMail(mail.id, mail.message).catch((error: unknown) => console.error('New-lead mail:', error));
  for (const id of after.texts) await deliverText(id).catch((error: unknown) => console.error('New-lead text:', error));
  for (const id of after.calls) await deliverCall(id).catch((error: unknown) => console.error('New-lead call:', error));
  for (const job of after.jobs) await (await getQueue()).send(job.queue, job.data).catch((error: unknown) => console.error(`New-lead job ${job.queue}:`, error));
}
