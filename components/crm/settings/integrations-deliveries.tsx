'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { deliveriesKey, loadDeliveries, problemOf, retryDelivery, whenText } from './integrations-api';
import styles from './integrations.module.css';
import { useFormatter } from 'next-intl';

const STATUSES = [['', 'All'], ['pending', 'Waiting'], ['delivered', 'Delivered'], ['failed', 'Failed']] as const;

function statusFromUrl(): string {
  if (typeof window === 'undefined') return '';
  const value = new URLSearchParams(window.location.search).get('status') ?? '';
  return STATUSES.some(([key]) => key === value) ? value : '';
}

/** One webhook's deliveries log: status, the receiver's code and answer, attempts, the next try, and a retry button. */
export function WebhookDeliveries({ webhookId, onStatus }: { webhookId: number; onStatus: (status: string) => void }) {
  const format = useFormatter();
  const [status, setStatus] = useState(statusFromUrl);
  const { data, error, mutate } = useSWR(deliveriesKey(webhookId, status), () => loadDeliveries(webhookId, status), { refreshInterval: 15_000 });
  const [problem, setProblem] = useState('');
  const rows = data?.data ?? [];

  async function retry(id: number) {
    try {
      setProblem('');
      await retryDelivery(webhookId, id);
      await mutate();
    } catch (e) {
      setProblem(problemOf(e, 'The delivery could not be queued again.').message);
    }
  }

  return (
    <div className={styles.deliveries} style={{ flexBasis: '100%' }}>
      <div className={styles.filters}>
        <label>
          Status
          <select value={status} onChange={(e) => { setStatus(e.target.value); onStatus(e.target.value); }}>
            {STATUSES.map(([key, label]) => <option key={key} value={key}>{label}</option>)}
          </select>
        </label>
        <span className={styles.muted}>{data ? `${data.meta.pagination.total} deliveries` : 'Loading…'}</span>
      </div>
      {(error || problem) && <p className={styles.error} role="alert">{problem || 'The deliveries could not be loaded.'}</p>}
      {data && rows.length === 0 && <p className={styles.empty}>No deliveries yet.</p>}
      {rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Deliveries</caption>
            <thead>
              <tr><th scope="col">Event</th><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Attempts</th><th scope="col">Last try</th><th scope="col">Next try</th><th scope="col">Answer</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td className={styles.mono}>{d.event}</td>
                  <td><span className={styles.status} data-status={d.status}>{d.status}</span></td>
                  <td>{d.lastStatusCode ?? '—'}</td>
                  <td>{d.attempts}</td>
                  <td>{whenText(format, d.lastAttemptAt)}</td>
                  <td>{whenText(format, d.nextAttemptAt)}</td>
                  <td data-wide className={styles.snippet}>{d.error && d.status !== 'delivered' ? `${d.error}${d.answerSnippet ? ` — ${d.answerSnippet.slice(0, 200)}` : ''}` : (d.answerSnippet?.slice(0, 200) || '—')}</td>
                  <td data-wide><button type="button" className={styles.action} onClick={() => retry(d.id)} aria-label={`Send delivery ${d.id} again`}>Retry</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
