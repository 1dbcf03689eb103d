'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import type { JobsQuery } from '@/lib/jobs/overview-input';
import type { JobFilter, JobsOverviewAnswer, JobView } from '@/lib/jobs/overview-types';
import { attemptsText, FILTER_LABELS, jobsHref, STATE_LABELS } from './jobs-nav';
import { When } from './job-time';
import { QueueTable } from './queue-table';
import styles from './jobs.module.css';
import { useFormatter } from 'next-intl';

/** An answer and when it arrived: relative times count from then, the same on server and client. */
export interface JobsSnapshot {
  answer: JobsOverviewAnswer;
  at: number;
}

const REFRESH_MS = 5_000;
const TABS: JobFilter[] = ['all', 'queued', 'active', 'failed'];

/**
 * The queue's counts and one page of its jobs. The server renders the first answer; SWR asks
 * again every 5 s (and on "Refresh"). State, queue and page live in the URL.
 */
export function JobsView({ query, initial }: { query: JobsQuery; initial: JobsSnapshot }) {
  const format = useFormatter();
  const key = ['/admin/jobs', query.state, query.queue ?? '', query.page] as const;
  const { data, error, isValidating, mutate } = useSWR(
    key,
    async (): Promise<JobsSnapshot> => ({ answer: await apiGet<JobsOverviewAnswer>('/admin/jobs', { state: query.state, queue: query.queue, page: query.page }), at: Date.now() }),
    { fallbackData: initial, revalidateOnMount: false, refreshInterval: REFRESH_MS },
  );
  const { answer, at } = data;
  const { total, total_pages: pages } = answer.meta.pagination;

  return (
    <div className={styles.jobs}>
      <div className={styles.toolbar}>
        <button type="button" className="button button-secondary" onClick={() => void mutate()} disabled={isValidating}>
          Refresh
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {error ? <span className={styles.error}>Could not refresh; showing the last answer.</span> : <>Refreshes every 5 s; last at <time dateTime={new Date(at).toISOString()}>{format.dateTime(at, 'utcMoment')}</time>.</>}
        </p>
      </div>

      <QueueTable queues={answer.data.queues} state={query.state} selected={query.queue} now={at} />

      <section className={styles.list}>
        <h2 id="jobs-list-title">{query.queue ? <>Jobs in <code>{query.queue}</code></> : 'Jobs'}</h2>
        <nav className={styles.tabs} aria-label="Filter jobs by state">
          {TABS.map((filter) => (
            <Link key={filter} href={jobsHref({ state: filter, queue: query.queue })} aria-current={query.state === filter ? 'page' : undefined}>
              {FILTER_LABELS[filter]}
            </Link>
          ))}
          {query.queue ? <Link href={jobsHref({ state: query.state })} className={styles.clear}>Every queue</Link> : null}
          <span className={styles.count}>{format.number(total, 'count')} {total === 1 ? 'job' : 'jobs'}</span>
        </nav>
        {answer.data.jobs.length === 0 ? (
          <p className={styles.empty} data-testid="jobs-empty">No {query.state === 'all' ? '' : `${FILTER_LABELS[query.state].toLowerCase()} `}jobs.</p>
        ) : (
          <div className={styles.tableWrap} role="region" aria-labelledby="jobs-list-title" tabIndex={0}>
            <table className={styles.table} data-testid="jobs-table">
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  <th scope="col">State</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Queued</th>
                  <th scope="col">Started</th>
                  <th scope="col">Finished or due</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.jobs.map((job) => <JobRowView key={`${job.state}-${job.id}`} job={job} now={at} />)}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav className={styles.pager} aria-label="Pages">
            {query.page > 1 ? <Link href={jobsHref({ ...query, page: query.page - 1 })} rel="prev">← Newer</Link> : <span />}
            <span>Page {query.page} of {pages}</span>
            {query.page < pages ? <Link href={jobsHref({ ...query, page: query.page + 1 })} rel="next">Older →</Link> : <span />}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function JobRowView({ job, now }: { job: JobView; now: number }) {
  const waiting = job.state === 'queued' || job.state === 'retrying';
  return (
    <tr data-state={job.state}>
      <td>
        <span className={styles.queue}>{job.queue}</span>
        {job.subject ? <span className={styles.subject}>{job.subject}</span> : null}
      </td>
      <td><span className={styles.badge} data-state={job.state}>{STATE_LABELS[job.state]}</span></td>
      <td className={styles.nowrap}>{attemptsText(job.attempts, job.retryLimit)}</td>
      <td className={styles.nowrap}><When at={job.createdAt} now={now} /></td>
      <td className={styles.nowrap}>{job.startedAt ? <When at={job.startedAt} now={now} /> : '—'}</td>
      <td className={styles.nowrap}>
        {job.finishedAt ? <When at={job.finishedAt} now={now} /> : waiting ? <>due <When at={job.runAfter} now={now} /></> : '—'}
      </td>
      <td className={styles.errorCell}>{job.error ?? ''}</td>
    </tr>
  );
}
