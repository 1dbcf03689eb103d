import fs from 'node:fs';
import path from 'node:path';
import { processSingleton } from './process-singleton';

/**
 * PGlite lets two processes open one directory and then silently loses writes
 * (TOOLCHAIN.md), so the directory is guarded by a PID lock file.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by process ${pid}. ` +
        'Stop that process first, or point DATA_DIR at another directory. (Two processes on one embedded database lose writes.) ' +
        `If no such process is running, delete ${lockPath(dir)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dir: string): string {
  return path.join(dir, '.lock');
}

// Directories this process holds, shared by every bundle of the process.
const held = processSingleton('db-locked-dirs', (): { __listingsLockedDirs?: Set<string> } => ({}));

/** Takes the lock for this process (a stale lock of a dead process is taken over). Returns a release function. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockPath(dir);
  const mine = (held.__listingsLockedDirs ??= new Set());
  if (mine.has(file)) throw new Error(`The data directory ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      mine.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        mine.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      // Our own PID in a lock we do not hold is a leftover from an earlier run that had the same PID (containers).
      if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
