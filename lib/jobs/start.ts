import 'server-only';
import type { JobWithMetadata } from 'pg-boss';
import { processSingleton } from '@/lib/db/process-singleton';
import { getQueue } from './boss';
import { JOB_HANDLERS, type JobHandler } from './handlers';
import { PERIODIC_QUEUES, type QueueName } from './queues';

const DEFAULT_INTERVAL_MS = 60_000;
const registry = processSingleton('jobs-started', (): { __jobsStarted?: boolean } => ({}));

export interface JobsRunning {
  stop: () => void;
}

/**
 * Starts this instance's part of the job queue (instrumentation.ts, after the database is
 * ready): a worker per queue, and a ticker that asks every `JOBS_INTERVAL_MS` for each periodic
 * job. Every instance asks; the queues keep one of each at a time, and a job runs on whichever
 * instance fetches it first. JOBS=0 turns this off (an instance that only serves pages; jobs
 * it queues, such as a feed sync an admin asks for, run on the others).
 */
export async function startJobs(env: Record<string, string | undefined> = process.env): Promise<JobsRunning | null> {
  if (env.JOBS === '0' || registry.__jobsStarted) return null;
  registry.__jobsStarted = true;
  const configured = Number(env.JOBS_INTERVAL_MS);
  const interval = Number.isFinite(configured) && configured >= 100 ? configured : DEFAULT_INTERVAL_MS;
  const boss = await getQueue();
  // pg-boss polls at least every half second.
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, interval / 1000));
  for (const [name, handler] of Object.entries(JOB_HANDLERS) as [QueueName, JobHandler][]) {
    await boss.work(name, { pollingIntervalSeconds, includeMetadata: true }, async ([job]: JobWithMetadata<object>[]) => {
      if (job) await handler(job);
    });
  }
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    for (const name of PERIODIC_QUEUES) {
      if (stopped) return;
      // The singleton key makes every instance's ask the same job: one queued or running at a time.
      await boss.send(name, {}, { singletonKey: name }).catch((error: unknown) => console.error(`Job ${name}: could not be queued:`, error));
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(next), interval);
    timer.unref();
  };
  next();
  console.log(`Jobs: workers for ${Object.keys(JOB_HANDLERS).join(', ')}; periodic jobs asked for every ${interval} ms`);
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
