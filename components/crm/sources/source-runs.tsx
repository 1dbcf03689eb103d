'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { Formatter } from '@/lib/format/formatter';
import type { FeedRunJson } from '@/lib/feeds/run-json';
import type { SourceJson } from '@/lib/feeds/source-json';
import styles from './sources.module.css';
import { useFormatter } from 'next-intl';

const PER_PAGE = 10;
/** While a run is queued or running its progress is polled about once a second. */
const POLL_MS = 1000;

export const isActive = (run: FeedRunJson | null | undefined) => run?.status === 'queued' || run?.status === 'running';

const fetchRuns = ([, id]: readonly [string, number]) => apiGet<{ data: FeedRunJson[] }>(`/admin/sources/${id}/runs`, { per_page: PER_PAGE }).then((a) => a.data);

/** A feed's recent runs, newest first: a progress bar while one runs, then its counts and errors by key. */
export function SourceRuns({ source, onActivityChange }: { source: SourceJson; onActivityChange?: (active: boolean) => void }) {
  const format = useFormatter();
  const { data: runs, error } = useSWR(['admin-source-runs', source.id] as const, fetchRuns, {
    refreshInterval: (latest) => (isActive(latest?.[0]) ? POLL_MS : 0),
    onSuccess: (latest) => onActivityChange?.(isActive(latest[0])),
  });
  const headingId = `runs-${source.id}`;
  return (
    <section className={styles.runs} aria-labelledby={headingId} data-testid="source-runs">
      <h2 id={headingId}>Runs of {source.name}</h2>
      {error ? <p className={styles.error}>The runs could not be loaded.</p> : null}
      {runs && runs.length === 0 ? <p className={styles.empty}>No runs yet. “Sync now” starts one.</p> : null}
      <ol className={styles.runList}>
        {(runs ?? []).map((run) => (
          <li key={run.id} className={styles.run} data-testid="run" data-status={run.status}>
            <div className={styles.runHead}>
              <span className={styles.badge} data-status={run.status}>
                {run.status}
              </span>
              <span>{run.full ? 'Full load' : 'Replication'}</span>
              <span className={styles.muted}>
                {run.trigger} · {format.dateTime(new Date(run.startedAt ?? run.createdAt), 'crmTime')}
                {run.finishedAt ? ` – ${format.dateTime(new Date(run.finishedAt), 'crmTime')}` : ''}
              </span>
            </div>
            {isActive(run) ? <RunProgress run={run} /> : null}
            <p className={styles.counts}>{runCounts(format, run)}</p>
            {run.errors.length > 0 ? (
              <details className={styles.errors}>
                <summary>
                  {run.errorCount} {run.errorCount === 1 ? 'error' : 'errors'}
                  {run.errorCount > run.errors.length ? ` (first ${run.errors.length} shown)` : ''}
                </summary>
                <ul>
                  {run.errors.map((e, i) => (
                    <li key={`${e.key ?? ''}-${i}`}>
                      <code>{e.key ?? 'run'}</code>: {e.message}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function RunProgress({ run }: { run: FeedRunJson }) {
  const format = useFormatter();
  const label = `${run.phase ?? run.status}: ${format.number(run.fetched, 'count')}${run.total !== null ? ` of ${format.number(run.total, 'count')}` : ''} records`;
  return (
    <div className={styles.progress}>
      {/* Without a total the bar is indeterminate (no value), as the platform shows it. */}
      <progress max={run.total ?? undefined} value={run.total !== null ? Math.min(run.fetched, run.total) : undefined} aria-label={`Progress of run ${run.id}`} aria-valuetext={label} />
      <span aria-live="polite">{label}</span>
    </div>
  );
}

/** "120 fetched · 100 new · 18 updated · 2 removed · 0 skipped · 340 photos". */
export function runCounts(format: Formatter, run: FeedRunJson): string {
  const n = (value: number) => format.number(value, 'count');
  const parts = [`${n(run.fetched)} fetched`, `${n(run.created)} new`, `${n(run.updated)} updated`, `${n(run.deleted)} removed`, `${n(run.skipped)} skipped`];
  if (run.mediaFetched || run.mediaFailed) parts.push(`${n(run.mediaFetched)} photos${run.mediaFailed ? ` (${run.mediaFailed} failed)` : ''}`);
  return parts.join(' · ');
}
