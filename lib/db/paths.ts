import path from 'node:path';

/** Where the embedded database, generated photos and the generated secret live. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), 'data'));
}

export function migrationsDir(): string {
  return path.join(process.cwd(), 'lib', 'db', 'migrations');
}
