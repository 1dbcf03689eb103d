/**
 * Runs once when the server starts, before it answers requests: opens the database
 * (taking the data-directory lock), applies migrations and seeds an empty database, then
 * starts the scheduled jobs (e-alert delivery).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootstrapDatabase } = await import('./lib/startup/database');
  await bootstrapDatabase();
  const { startJobs } = await import('./lib/jobs/start');
  await startJobs();
}
