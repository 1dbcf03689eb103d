import 'server-only';
import type { JobWithMetadata } from 'pg-boss';
import { sendDueLeadMails } from '@/lib/automation/triggers/delayed-mail';
import { expireClaimOffers } from '@/lib/automation/lead-flow/expire';
import { pruneEndedSessions } from '@/lib/auth/session-pruning';
import { phoneLookupJobSchema, runPhoneLookup } from '@/lib/automation/triggers/phone-lookup';
import { runDueLeadImports } from '@/lib/crm/imports/run';
import { fireDueDripSteps } from '@/lib/automation/plans/fire';
import { sendDueCampaignMails } from '@/lib/crm/campaign-send';
import { getDb } from '@/lib/db/client';
import { deliverDueAlerts } from '@/lib/ealerts/delivery/deliver';
import { rateStaleListings } from '@/lib/estimate/listing-ratings';
import { scheduleFeedSyncs } from '@/lib/feeds/schedule';
import { runQueuedFeedSync } from '@/lib/feeds/sync-job';
import { retryQueuedMail } from '@/lib/mail/retry';
import { retryQueuedTexts } from '@/lib/texts/retry';
import { deliverDueWebhooks } from '@/lib/integrations/webhook-delivery';
import type { QueueName } from './queues';

export type JobHandler = (job: JobWithMetadata<object>) => Promise<unknown>;

/** Long jobs stop between steps once the queue has taken the job back (shutdown, expiry). */
const holding = (job: JobWithMetadata<object>) => async () => !job.signal.aborted;

/** What each queue's jobs do. A handler that throws is retried with back-off, then dead-lettered. */
export const JOB_HANDLERS: Record<QueueName, JobHandler> = {
  'e-alert-delivery': (job) => deliverDueAlerts({ stillHolding: holding(job) }),
  'mail-retry': (job) => retryQueuedMail({ stillHolding: holding(job) }),
  'deal-ratings': async () => rateStaleListings(await getDb(), new Date()),
  'session-pruning': (job) => pruneEndedSessions({ stillHolding: holding(job) }),
  'feed-schedule': () => scheduleFeedSyncs(),
  'feed-sync': (job) => runQueuedFeedSync(job),
  'lead-mails': (job) => sendDueLeadMails(new Date(), { stillHolding: holding(job) }),
  'text-delivery': (job) => retryQueuedTexts({ stillHolding: holding(job) }),
  'phone-lookup': (job) => runPhoneLookup(phoneLookupJobSchema.parse(job.data)),
  'lead-claims': () => expireClaimOffers(new Date()),
  'drip-steps': (job) => fireDueDripSteps(new Date(), { stillHolding: holding(job) }),
  'webhook-deliveries': (job) => deliverDueWebhooks(new Date(), { stillHolding: holding(job) }),
  'campaign-sends': (job) => sendDueCampaignMails(new Date(), { stillHolding: holding(job) }),
  'lead-imports': (job) => runDueLeadImports({ now: new Date(), stillHolding: holding(job) }),
};
