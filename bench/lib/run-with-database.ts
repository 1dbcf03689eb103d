import { closeDatabase } from '@/lib/db/client';

/** Runs a bench script's `main`, then closes the database; a failure is printed and the exit code set. */
export function runWithDatabase(main: () => Promise<void>): void {
  main()
    .then(() => closeDatabase())
    .catch(async (error: unknown) => {
      console.error(error);
      await closeDatabase().catch(() => {});
      process.exitCode = 1;
    });
}
