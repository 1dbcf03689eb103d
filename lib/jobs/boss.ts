import 'server-only';
import { PgBoss } from 'pg-boss';
import { beforeDatabaseClose, openDatabase, type RawConnection } from '@/lib/db/client';
import { processSingleton } from '@/lib/db/process-singleton';
import { DEAD_LETTER_QUEUE, QUEUES, type QueueName } from './queues';

// One queue client per process (lib/db/process-singleton.ts says why).
const registry = processSingleton('job-queue', (): { __listingsBoss?: Promise<PgBoss> } => ({}));

/**
 * The job queue (pg-boss) over the app's own database: on PostgreSQL its own small pool, on the
 * embedded PGlite the one in-process connection (pg-boss's PGlite adapter). Jobs live in the
 * database (schema `pgboss`), so every instance shares them and each job runs once
 * (`FOR UPDATE SKIP LOCKED`). One per process; it stops before the database closes.
 */
export function getQueue(): Promise<PgBoss> {
  registry.__listingsBoss ??= startQueue().catch((error: unknown) => {
    registry.__listingsBoss = undefined;
    throw error;
  });
  return registry.__listingsBoss;
}

async function startQueue(): Promise<PgBoss> {
  const { raw } = await openDatabase();
  const boss = await connectQueue(raw);
  const forget = beforeDatabaseClose(async () => {
    registry.__listingsBoss = undefined;
    await boss.stop({ graceful: true, timeout: 5_000, close: true });
  });
  boss.on('stopped', forget);
  return boss;
}

/**
 * A started queue client with every queue created. Each app instance has one (getQueue); tests
 * make two over one database to play two instances.
 */
export async function connectQueue(raw: RawConnection): Promise<PgBoss> {
  let boss: PgBoss;
  if (raw.kind === 'pglite') {
    const { fromPglite } = await import('pg-boss/dist/adapters/pglite.js');
    boss = new PgBoss({ db: fromPglite(raw.client), backend: 'pglite' });
  } else {
    boss = new PgBoss({ connectionString: raw.url, max: Number(process.env.JOBS_POOL_SIZE ?? 3) });
  }
  // pg-boss reports its own trouble (a failed poll, a lost connection) as events, not throws.
  boss.on('error', (error: unknown) => console.error('Job queue:', error));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE).catch(ignoreExisting);
  for (const [name, options] of Object.entries(QUEUES)) {
    await boss.createQueue(name, options).catch(ignoreExisting);
  }
  return boss;
}

// Two instances starting together may both create a queue: the second one's "exists" is fine.
function ignoreExisting(error: unknown): void {
  if (error instanceof Error && /exist/i.test(error.message)) return;
  throw error;
}

export type { QueueName };
