'use client';

import useSWR from 'swr';
import { useEffect, useState } from 'react';
import { IMPORT_FILTERS, type ImportFilter, type ImportView } from '@/lib/crm/imports/types';
import { listImports } from './import-api';
import styles from './imports.module.css';
import { useFormatter } from 'next-intl';

const POLL_MS = 1_000;
const FILTER_LABELS: Record<ImportFilter, string> = { all: 'All', running: 'Running', succeeded: 'Done', failed: 'Failed' };
const STATUS_WORDS: Record<ImportView['status'], string> = { queued: 'Queued', running: 'Running', succeeded: 'Done', failed: 'Failed' };

const active = (i: ImportView) => i.status === 'queued' || i.status === 'running';
const matches = (filter: ImportFilter, i: ImportView) => filter === 'all' || (filter === 'running' ? active(i) : i.status === filter);
const hrefOf = (filter: ImportFilter, id: number | null) => {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (id !== null) params.set('id', String(id));
  const query = params.toString();
  return query ? `/importing?${query}` : '/importing';
};

/**
 * /importing: the company's imports, newest first, with a progress bar each. The server renders
 * the first answer; SWR asks again every second while any import is queued or running. The
 * status filter lives in the URL (history.replaceState, as the leads list does); `id` marks the
 * import just started.
 */
export function ImportsList({ initial, filter: initialFilter, highlight }: { initial: ImportView[]; filter: ImportFilter; highlight: number | null }) {
  const format = useFormatter();
  const [filter, setFilter] = useState(initialFilter);
  const { data = initial, error } = useSWR('/crm/imports', listImports, {
    fallbackData: initial,
    revalidateOnMount: false,
    refreshInterval: (latest) => ((latest ?? initial).some(active) ? POLL_MS : 0),
  });
  useEffect(() => {
    window.history.replaceState(window.history.state, '', hrefOf(filter, highlight));
  }, [filter, highlight]);
  const shown = data.filter((i) => matches(filter, i));

  return (
    <div className={styles.imports}>
      <div className={styles.toolbar}>
        <nav aria-label="Filter imports by status">
          {IMPORT_FILTERS.map((f) => (
            <a key={f} href={hrefOf(f, highlight)} aria-current={filter === f ? 'page' : undefined} onClick={(e) => { e.preventDefault(); setFilter(f); }}>
              {FILTER_LABELS[f]}
            </a>
          ))}
        </nav>
        <p className={styles.status} role="status" aria-live="polite">
          {error ? 'Could not refresh; showing the last answer.' : data.some(active) ? 'Updating every second while an import runs.' : `${shown.length} ${shown.length === 1 ? 'import' : 'imports'}`}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>No imports {filter === 'all' ? 'yet' : 'here'}. <a href="/admin/import-leads">Import leads from a CSV file</a>.</p>
      ) : (
        <table className={styles.table} data-testid="imports-table">
          <thead>
            <tr>
              <th scope="col">File</th><th scope="col">Status</th><th scope="col">Progress</th>
              <th scope="col" className={styles.num}>Created</th><th scope="col" className={styles.num}>Merged</th>
              <th scope="col" className={styles.num}>Skipped</th><th scope="col" className={styles.num}>Failed</th><th scope="col">By, when</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((i) => (
              <tr key={i.id} className={i.id === highlight ? styles.highlight : undefined} data-testid={`import-${i.id}`}>
                <td data-label="File">
                  <span>
                    <strong>{i.fileName}</strong>
                    {i.notes ? <><br /><span className={styles.muted}>{i.notes}</span></> : null}
                    {i.error ? <><br /><span className={styles.warning}>{i.error}</span></> : null}
                  </span>
                </td>
                <td data-label="Status">{STATUS_WORDS[i.status]}{i.dedupe === 'merge' ? <span className={styles.muted}> · merge</span> : null}</td>
                <td data-label="Progress">
                  <div className={styles.progress}>
                    <div className={styles.bar} role="progressbar" aria-label={`${i.fileName}: rows done`} aria-valuemin={0} aria-valuemax={i.total} aria-valuenow={i.processed} aria-valuetext={`${i.processed} of ${i.total} rows`}>
                      <span style={{ width: `${i.total > 0 ? Math.round((i.processed / i.total) * 100) : 0}%` }} />
                    </div>
                    <span className={styles.muted}>{format.number(i.processed, 'count')} / {format.number(i.total, 'count')} rows</span>
                  </div>
                </td>
                <td data-label="Created" className={styles.num}>{format.number(i.created, 'count')}</td>
                <td data-label="Merged" className={styles.num}>{format.number(i.merged, 'count')}</td>
                <td data-label="Skipped" className={styles.num}>{format.number(i.skipped, 'count')}</td>
                <td data-label="Failed" className={styles.num}>
                  {i.failed > 0 ? <a href={i.errorsUrl} download>{format.number(i.failed, 'count')} <span className={styles.muted}>(error file)</span></a> : '0'}
                </td>
                <td data-label="By, when"><span>{i.by ?? '—'}<br /><span className={styles.muted}>{format.dateTime(new Date(i.createdAt), 'utcMoment')}</span></span></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
