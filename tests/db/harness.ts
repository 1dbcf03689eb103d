import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase, type Db } from '@/lib/db/client';

/** Generated photos are shared by every test file: generating them once is enough. */
export const TEST_IMAGE_DIR = path.join(os.tmpdir(), 'listings-db-test-images');

/**
 * A fresh, migrated database for one test file: a new PGlite directory, or, when
 * DATABASE_URL is set (the PostgreSQL pass), that database emptied first.
 */
export async function freshDatabase(): Promise<{ db: Db; kind: 'pglite' | 'postgres'; dir: string | null }> {
  let dir: string | null = null;
  if (process.env.DATABASE_URL) {
    await emptyTestDatabase(process.env.DATABASE_URL);
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-db-test-'));
    process.env.DATA_DIR = dir;
  }
  const { db, kind } = await openDatabase();
  return { db, kind, dir };
}

/** Empties the PostgreSQL test database, refusing anything that is not a local database named *_test. */
export async function emptyTestDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname) || !url.pathname.endsWith('_test')) {
    throw new Error(`Refusing to empty ${url.hostname}${url.pathname}: database tests need a local database whose name ends in _test`);
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;');
  await client.end();
}

export async function dropDatabase(dir: string | null): Promise<void> {
  await closeDatabase();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer with { rows }; the row type is the query's to declare.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
