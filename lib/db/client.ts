import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { yieldBeforeStatements } from './pglite-turns';
import { acquireDataDirLock } from './lock';
import { dataDir, migrationsDir } from './paths';
import { processSingleton } from './process-singleton';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a library that speaks SQL itself (the job queue) needs to reach the same database. */
export type RawConnection = { kind: 'pglite'; client: import('@electric-sql/pglite').PGlite } | { kind: 'postgres'; url: string };

interface Handle {
  db: Db;
  kind: 'pglite' | 'postgres';
  raw: RawConnection;
  /** Runs start-up work (seeding) so that two instances starting at once take turns. */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
}

// Any fixed number: the advisory lock all instances of this app take for start-up work.
const STARTUP_LOCK = 727_274_001;

// One database handle per process, shared by every bundle that imports this module.
const globalForDb = processSingleton('db', (): { __listingsDb?: Promise<Handle> } => ({}));

async function openPglite(dir: string): Promise<Handle> {
  const release = acquireDataDirLock(dir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { cube } = await import('@electric-sql/pglite/contrib/cube');
    const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ dataDir: path.join(dir, 'pgdata'), extensions: { pg_trgm, cube, earthdistance } });
    yieldBeforeStatements(client);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: migrationsDir() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      // The data-directory lock already makes this process the only one.
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A runaway query must not hold a connection for ever: ten seconds is far beyond any page's
  // budget. Bulk work (loads, benchmarks) sets DATABASE_STATEMENT_TIMEOUT_MS=0.
  const timeout = Number(process.env.DATABASE_STATEMENT_TIMEOUT_MS ?? 10_000);
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options: `-c statement_timeout=${timeout}` });
  const db = drizzle(pool, { schema });
  // Several instances may start together: a session-level advisory lock, held on one
  // connection, makes them migrate (and seed) one after another instead of colliding.
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Waiting for another instance's migrations is not a runaway query.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
      client.release();
    }
  };
  // Migrations may rewrite big tables: they run on their own connection without the time limit.
  await exclusively(async () => {
    const setup = new Pool({ connectionString: url, max: 1 });
    try {
      await migrate(drizzle(setup, { schema }), { migrationsFolder: migrationsDir() });
    } finally {
      await setup.end();
    }
  });
  return { db: db as unknown as Db, kind: 'postgres', raw: { kind: 'postgres', url }, exclusively, close: () => pool.end() };
}

/** Opens (once per process) and migrates the database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openDatabase(): Promise<Handle> {
  if (!globalForDb.__listingsDb) {
    const url = process.env.DATABASE_URL;
    const opening = url ? openPostgres(url) : openPglite(dataDir());
    globalForDb.__listingsDb = opening;
    // A failed open must not be cached, or the process could never recover.
    opening.catch(() => {
      if (globalForDb.__listingsDb === opening) globalForDb.__listingsDb = undefined;
    });
  }
  return globalForDb.__listingsDb;
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

const closers = processSingleton('db-closers', (): { __listingsDbClosers?: Set<() => Promise<void>> } => ({}));

/** Work to do before the database closes (the job queue stops its workers first). */
export function beforeDatabaseClose(work: () => Promise<void>): () => void {
  closers.__listingsDbClosers ??= new Set();
  closers.__listingsDbClosers.add(work);
  return () => closers.__listingsDbClosers?.delete(work);
}

export async function closeDatabase(): Promise<void> {
  const handle = globalForDb.__listingsDb;
  globalForDb.__listingsDb = undefined;
  for (const work of [...(closers.__listingsDbClosers ?? [])]) await work().catch((error: unknown) => console.error('Before closing the database:', error));
  closers.__listingsDbClosers?.clear();
  if (handle) await (await handle).close();
}
