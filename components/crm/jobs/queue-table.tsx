import Link from 'next/link';
import type { JobFilter, QueueSummary } from '@/lib/jobs/overview-types';
import { jobsHref } from './jobs-nav';
import { When } from './job-time';
import styles from './jobs.module.css';
import { useFormatter } from 'next-intl';

/** A figure, dimmed at zero; a component so it formats through the locale's formatter. */
function Count({ n }: { n: number }) {
  const format = useFormatter();
  return <span className={n === 0 ? styles.zero : undefined}>{format.number(n, 'count')}</span>;
}

/** One dense row per queue: what waits, runs and went wrong; each name filters the list below. */
export function QueueTable({ queues, state, selected, now }: { queues: QueueSummary[]; state: JobFilter; selected?: string; now: number }) {
  return (
    <section>
      <h2 id="queues-title">Queues</h2>
      <div className={styles.tableWrap} role="region" aria-labelledby="queues-title" tabIndex={0}>
        <table className={`${styles.table} ${styles.dense}`} data-testid="queues-table">
          <thead>
            <tr>
              <th scope="col">Queue</th>
              <th scope="col" className={styles.num}>Queued</th>
              <th scope="col" className={styles.num}>Running</th>
              <th scope="col" className={styles.num}>Retrying</th>
              <th scope="col" className={styles.num}>Failed</th>
              <th scope="col" className={styles.num}>Dead-lettered</th>
              <th scope="col" className={styles.num}>Done in 24 h</th>
              <th scope="col">Last done</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <tr key={queue.name} data-queue={queue.name} aria-current={selected === queue.name ? 'true' : undefined}>
                <th scope="row"><Link href={jobsHref({ state, queue: queue.name })}>{queue.name}</Link></th>
                <td className={styles.num}><Count n={queue.queued} /></td>
                <td className={styles.num}><Count n={queue.active} /></td>
                <td className={styles.num}><Count n={queue.retrying} /></td>
                <td className={styles.num}><Count n={queue.failed} /></td>
                <td className={styles.num}><Count n={queue.deadLettered} /></td>
                <td className={styles.num}><Count n={queue.completedLastDay} /></td>
                <td className={styles.nowrap}>{queue.lastCompletedAt ? <When at={queue.lastCompletedAt} now={now} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
