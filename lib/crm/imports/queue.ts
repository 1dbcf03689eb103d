/** The job queue that runs lead imports (lib/jobs/queues.ts): asked for at each upload and every round, one run at a time. */
export const LEAD_IMPORT_QUEUE = 'lead-imports';
