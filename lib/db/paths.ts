import path from 'node:path';

/** Where the embedded database, generated photos and the generated secret live. */
export function dataDir(): string {
  // Chosen at run time, outside the build: keep the bundler from tracing the whole project.
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? path.join(process.cwd(), 'data'));
}

export function migrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'db', 'migrations');
}
