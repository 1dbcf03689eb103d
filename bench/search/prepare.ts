/** A fresh, empty database for one benchmark size: a new PGlite directory or an emptied `_bench` PostgreSQL database. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The benchmark drops everything in the database it is given, so it only takes one
 * that is plainly meant for it: on this machine, named *_bench.
 */
export function checkBenchUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('BENCH_DATABASE_URL is not a URL (postgres://user:password@127.0.0.1:5432/name_bench)');
  }
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name.endsWith('_bench')) throw new Error(`BENCH_DATABASE_URL names database "${name}": the benchmark empties it, so its name must end in _bench`);
  if (!LOOPBACK.has(parsed.hostname)) throw new Error(`BENCH_DATABASE_URL points at ${parsed.hostname}: the benchmark only uses a server on this machine (loopback)`);
}

/** Drops the app's schemas (tables, migrations journal, extensions) so migrations start from nothing. */
export async function emptyPostgres(url: string): Promise<void> {
  checkBenchUrl(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

function lockHolder(dir: string): number | null {
  // Same file as lib/db/lock.ts: a server or a seed still running on this directory.
  const file = path.join(dir, '.lock');
  if (!fs.existsSync(file)) return null;
  const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Deletes a benchmark data directory unless a live process still holds it. */
export function freshPgliteDir(dir: string): void {
  const holder = lockHolder(dir);
  if (holder !== null) throw new Error(`${dir} is in use by process ${holder} (a server from an earlier run?): stop it first`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
}
