import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, lockPath } from '@/lib/db/lock';
import { closeDatabase, openDatabase } from '@/lib/db/client';

const pgliteOnly = process.env.DATABASE_URL ? describe.skip : describe;

pgliteOnly('the data-directory lock (PGlite loses writes with two openers)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('a second process on the same directory is refused with a clear message, and nothing is opened', async () => {
    process.env.DATA_DIR = dir;
    await openDatabase();
    try {
      const child = spawnSync(
        'node_modules/.bin/tsx',
        ['--conditions=react-server', '-e', "require('./lib/db/client').openDatabase().then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })"],
        { env: { ...process.env, DATA_DIR: dir, NODE_OPTIONS: '' }, encoding: 'utf8' },
      );
      expect(child.status).toBe(3);
      expect(child.stderr).toContain(`The data directory ${dir} is in use by process ${process.pid}`);
      expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    } finally {
      await closeDatabase();
    }
    // Closing releases the lock.
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  test('a lock left by a process that died is taken over', () => {
    fs.writeFileSync(lockPath(dir), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  test('a leftover lock with our own PID (a restarted container) is taken over, a second open in one process is refused', () => {
    fs.writeFileSync(lockPath(dir), String(process.pid));
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow('already open in this process');
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  test('a live holder is named in the error, with how to clear a lock left behind', () => {
    fs.writeFileSync(lockPath(dir), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`If no such process is running, delete ${lockPath(dir)}`);
  });
});

