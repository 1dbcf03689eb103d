/**
 * Runs once when the server starts, before it answers requests: opens the database
 * (taking the data-directory lock), applies migrations and seeds an empty database, then
 * starts the scheduled jobs (e-alert delivery).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { bootstrapDatabase } = await import('./lib/startup/database');
  await bootstrapDatabase();
  // PostgreSQL: other instances' cache-version bumps arrive as notices (docs/scaling.md).
  const { listenForCompanyVersions } = await import('./lib/tenancy/version-notices');
  await listenForCompanyVersions();
  const { startJobs } = await import('./lib/jobs/start');
  await startJobs();
}
