import type { Queue } from 'pg-boss';

/**
 * Every queue of the app, with how its jobs are retried. Policies (pg-boss):
 * - `exclusive`: at most one job queued or running per singleton key — a periodic job asked for
 *   by every instance at once still runs once, and a feed has one sync at a time;
 * - `standard`: independent jobs (one per lead, per message …).
 * Jobs that use up their retries are copied to `dead-letter`, where the admin view shows them.
 */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export type QueueName =
  | 'e-alert-delivery'
  | 'mail-retry'
  | 'deal-ratings'
  | 'session-pruning'
  | 'feed-schedule'
  | 'feed-sync'
  | 'lead-mails'
  | 'text-delivery'
  | 'phone-lookup'
  | 'lead-claims'
  | 'drip-steps'
  | 'webhook-deliveries'
  | 'campaign-sends'
  | 'lead-imports';

export const QUEUES: Record<QueueName, Omit<Queue, 'name'>> = {
  'e-alert-delivery': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'mail-retry': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'deal-ratings': { policy: 'exclusive', retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'session-pruning': { policy: 'exclusive', retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'lead-mails': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'feed-schedule': { policy: 'exclusive', retryLimit: 1, retryDelay: 30, expireInSeconds: 5 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'text-delivery': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'lead-claims': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'drip-steps': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'webhook-deliveries': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  'campaign-sends': { policy: 'exclusive', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, deadLetter: DEAD_LETTER_QUEUE },
  // CSV lead imports (lib/crm/imports/run.ts): one run at a time and one more waiting, so an upload during a run is not lost;
  // a long import resumes from its checkpoint after a retry or a dead worker (heartbeat).
  'lead-imports': { policy: 'stately', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 2 * 3600, heartbeatSeconds: 30, deadLetter: DEAD_LETTER_QUEUE },
  // A full load of a big MLS takes a while: the heartbeat (not the expiry) notices a dead worker,
  // and the retry resumes the run from its checkpoint.
  'feed-sync': {
    policy: 'exclusive', retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 15 * 60,
    expireInSeconds: 6 * 3600, heartbeatSeconds: 30, deadLetter: DEAD_LETTER_QUEUE,
  },
  // One new lead's reverse phone lookup (an HTTP service): retried with back-off, then dead-lettered.
  'phone-lookup': { policy: 'standard', retryLimit: 4, retryDelay: 60, retryBackoff: true, retryDelayMax: 30 * 60, expireInSeconds: 5 * 60, deadLetter: DEAD_LETTER_QUEUE },
};

/** The periodic jobs every instance asks for each round (their queues keep one at a time). */
export const PERIODIC_QUEUES: QueueName[] = [
  'e-alert-delivery',
  'mail-retry',
  'deal-ratings',
  'session-pruning',
  'feed-schedule',
  'lead-mails',
  'text-delivery',
  'lead-claims',
  'drip-steps',
  'webhook-deliveries',
  'campaign-sends',
  'lead-imports',
];
