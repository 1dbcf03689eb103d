/**
 * Runs once when the server starts, before it answers requests: opens the database
 * (taking the data-directory lock), applies migrations and seeds an empty database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootstrapDatabase } = await import('./lib/db/bootstrap');
  await bootstrapDatabase();
}
