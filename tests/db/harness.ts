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
    const { Client } = await import('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-db-test-'));
    process.env.DATA_DIR = dir;
  }
  const { db, kind } = await openDatabase();
  return { db, kind, dir };
}

export async function dropDatabase(dir: string | null): Promise<void> {
  await closeDatabase();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer with { rows }; the row type is the query's to declare.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
