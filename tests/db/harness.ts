import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDatabase, openDatabase, type Db } from '@/lib/db/client';

/** Generated photos are shared by every test file: generating them once is enough. */
export const TEST_IMAGE_DIR = path.join(os.tmpdir(), 'listings-db-test-images');

/**
 * A fresh, migrated database for one test file: a new PGlite directory, or, when
 * DATABASE_URL is set (the PostgreSQL pass), that database made afresh (emptied first
 * without a template).
 */
export async function freshDatabase(): Promise<{ db: Db; kind: 'pglite' | 'postgres'; dir: string | null }> {
  let dir: string | null = null;
  const templateDir = process.env.DB_TEST_TEMPLATE;
  const template = templateDir ? await migratedTemplate(templateDir) : false;
  if (process.env.DATABASE_URL) {
    if (template) await copyDatabase(process.env.DATABASE_URL, migratedTemplateUrl(process.env.DATABASE_URL));
    else await emptyTestDatabase(process.env.DATABASE_URL);
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-db-test-'));
    if (template && templateDir) fs.cpSync(templateDir, dir, { recursive: true, filter: (source) => !/[/\\](ready|\.lock)$/.test(source) });
    process.env.DATA_DIR = dir;
  }
  const { db, kind } = await openDatabase();
  return { db, kind, dir };
}

/** The migrated template's URL: the test database's name with `_mig` before its `_test`. */
function migratedTemplateUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = url.pathname.replace(/_test$/, '_mig_test');
  return url.toString();
}

/**
 * A migrated, empty database made once per test pass (scripts/test-db.mjs names its directory
 * in DB_TEST_TEMPLATE) and copied for each test file: applying every migration to a new
 * database took seconds per file, copying it well under one. PGlite: the directory itself.
 * PostgreSQL: a `<name>_mig_test` database (the directory only marks it ready). False when
 * it cannot be made (a role that may not create databases): each file then migrates its own.
 */
async function migratedTemplate(dir: string): Promise<boolean> {
  const ready = path.join(dir, 'ready');
  if (fs.existsSync(ready)) return true;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL;
  const templateUrl = databaseUrl ? migratedTemplateUrl(databaseUrl) : null;
  const setting: Record<string, string> = templateUrl ? { DATABASE_URL: templateUrl } : { DATA_DIR: dir };
  if (templateUrl) {
    try {
      await createDatabaseIfMissing(templateUrl);
    } catch (error) {
      console.warn(`No migrated template database (${(error as Error).message}): each test file migrates its own`);
      return false;
    }
    await emptyTestDatabase(templateUrl);
  }
  const saved = Object.keys(setting).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, setting);
  try {
    await openDatabase();
    await closeDatabase();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  fs.writeFileSync(ready, '');
  return true;
}

/** Runs `work` on a client of the server's maintenance database, for CREATE and DROP DATABASE; `name` is databaseUrl's database. */
async function withMaintenanceClient<T>(databaseUrl: string, work: (client: import('pg').Client, name: string) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database `databaseUrl` names unless it exists (a template made once per machine). */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  await withMaintenanceClient(databaseUrl, async (client, name) => {
    const { rows: found } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.length === 0) await client.query(`create database "${name}"`);
  });
}

/** The test database made afresh as a copy of `templateUrl` (whoever was still connected is let go). */
export async function copyDatabase(databaseUrl: string, templateUrl: string): Promise<void> {
  assertLocalTestDatabase(new URL(databaseUrl));
  const template = new URL(templateUrl).pathname.slice(1);
  await withMaintenanceClient(databaseUrl, async (client, name) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}" template "${template}"`);
  });
}

function assertLocalTestDatabase(url: URL): void {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname) || !url.pathname.endsWith('_test')) {
    throw new Error(`Refusing to empty ${url.hostname}${url.pathname}: database tests need a local database whose name ends in _test`);
  }
}

/** Empties the PostgreSQL test database, refusing anything that is not a local database named *_test. */
export async function emptyTestDatabase(databaseUrl: string): Promise<void> {
  assertLocalTestDatabase(new URL(databaseUrl));
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
