// `npm run import:reso -- --source {id or code} [--full] [--no-media]`: one sync of a feed, run
// here rather than on the job queue, with its progress printed. Uses the same database as the
// server (DATABASE_URL, or the embedded one under DATA_DIR, which a running server holds locked).
import { parseArgs } from 'node:util';
import { eq, or } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '@/lib/db/client';
import { feedRuns, mlsSources } from '@/lib/db/schema';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { createRunHere } from '@/lib/feeds/runs';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { source: { type: 'string' }, full: { type: 'boolean', default: false }, 'no-media': { type: 'boolean', default: false } } });
  if (!values.source) {
    console.error('Usage: npm run import:reso -- --source {id or code} [--full] [--no-media]');
    return 2;
  }
  const { db } = await openDatabase();
  const asId = /^\d{1,9}$/.test(values.source) ? Number(values.source) : -1;
  const [source] = await db.select().from(mlsSources).where(or(eq(mlsSources.id, asId), eq(mlsSources.code, values.source)));
  if (!source) {
    console.error(`No feed ${values.source}. Feeds: ${(await db.select({ id: mlsSources.id, code: mlsSources.code }).from(mlsSources)).map((s) => `${s.id} (${s.code})`).join(', ') || 'none'}`);
    return 1;
  }
  const full = values.full || source.replicatedThrough === null;
  const runId = await createRunHere(db, source.id, { full, trigger: 'cli' });
  if (runId === null) {
    console.error(`${source.name} already has a sync queued or running; try again when it has finished.`);
    return 1;
  }
  console.log(`${full ? 'Full load' : 'Replication'} of ${source.name} (feed ${source.id}), run ${runId}…`);
  const started = Date.now();
  const ticker = setInterval(() => {
    void db.select().from(feedRuns).where(eq(feedRuns.id, runId)).then(([run]) => {
      if (run) console.log(`  ${run.phase ?? ''}: ${run.fetched}${run.total ? ` of ${run.total}` : ''} fetched, ${run.created} new, ${run.updated} changed, ${run.skipped} skipped, ${run.mediaFetched} photos`);
    });
  }, 2000);
  try {
    const run = await runFeedSync(db, runId, { finalAttempt: true, allowLocalFiles: true, media: !values['no-media'] });
    if (!run) return 1;
    const seconds = (Date.now() - started) / 1000;
    console.log(`${run.status} in ${seconds.toFixed(1)} s: ${run.fetched} fetched, ${run.created} new, ${run.updated} changed, ${run.deleted} deleted, ${run.skipped} skipped, ${run.mediaFetched} photos (${run.mediaFailed} failed).`);
    for (const error of run.errors.slice(0, 20)) console.log(`  ${error.key ?? '(run)'}: ${error.message}`);
    if (run.errorCount > 20) console.log(`  … and ${run.errorCount - 20} more errors`);
    return run.status === 'succeeded' ? 0 : 1;
  } finally {
    clearInterval(ticker);
  }
}

main()
  .then(async (code) => {
    await closeDatabase();
    process.exit(code);
  })
  .catch(async (error: Error) => {
    console.error(error.message);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
