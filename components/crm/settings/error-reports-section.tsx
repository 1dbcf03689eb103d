'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import { errorReportsQuerySchema, type ErrorGroup, type ErrorReportsQuery } from '@/lib/crm/error-reports-types';
import { ErrorReportDetail } from './error-reports-detail';
import styles from './error-reports.module.css';
import { useFormatter } from 'next-intl';

type Filter = Pick<ErrorReportsQuery, 'surface' | 'period' | 'resolved'>;
interface ListAnswer { groups: ErrorGroup[]; pagination: { total: number } }


/** A bad value in the URL is the default, value by value (as the leads list does). */
function filterOf(params: URLSearchParams): { filter: Filter; open: number | null } {
  const shape = errorReportsQuerySchema.shape;
  const pick = <K extends keyof Filter>(key: K): Filter[K] => {
    const r = shape[key].safeParse(params.get(key) ?? undefined);
    return (r.success ? r.data : shape[key].parse(undefined)) as Filter[K];
  };
  const open = Number(params.get('report'));
  return { filter: { surface: pick('surface'), period: pick('period'), resolved: pick('resolved') }, open: Number.isInteger(open) && open > 0 ? open : null };
}

/** /settings?section=error-reports: the browsers' errors grouped, newest first, filtered in the URL; one group's detail below. */
export function ErrorReportsSection() {
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), 'crmTime');
  const params = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => filterOf(new URLSearchParams(params.toString())).filter);
  const [open, setOpen] = useState<number | null>(() => filterOf(new URLSearchParams(params.toString())).open);
  const { data, error, isValidating, mutate } = useSWR(['crm-error-reports', filter] as const, async () => (await apiGet<{ data: ListAnswer }>('/crm/error-reports', filter)).data, { keepPreviousData: true });

  useEffect(() => {
    const qs = new URLSearchParams({ section: 'error-reports', ...filter, ...(open ? { report: String(open) } : {}) });
    window.history.replaceState(window.history.state, '', `/settings?${qs.toString()}`);
  }, [filter, open]);

  const set = <K extends keyof Filter>(key: K, value: Filter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  return (
    <section className={styles.section} aria-labelledby="error-reports-title" data-testid="error-reports">
      <h2 id="error-reports-title">Error reports</h2>
      <p className={styles.muted}>Errors visitors’ and agents’ browsers met on the site and in the CRM, grouped by message and where they happened. Kept 30 days.</p>
      <form className={styles.filters} role="search" aria-label="Error report filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          <span>Where</span>
          <select name="surface" value={filter.surface} onChange={(e) => set('surface', e.target.value as Filter['surface'])}>
            <option value="all">Site and CRM</option>
            <option value="site">Site</option>
            <option value="crm">CRM</option>
          </select>
        </label>
        <label>
          <span>Last seen</span>
          <select name="period" value={filter.period} onChange={(e) => set('period', e.target.value as Filter['period'])}>
            <option value="1">Today (24 hours)</option>
            <option value="7">7 days</option>
            <option value="30">30 days</option>
          </select>
        </label>
        <label className={styles.check}>
          <input type="checkbox" name="resolved" checked={filter.resolved === '1'} onChange={(e) => set('resolved', e.target.checked ? '1' : '0')} />
          <span>Show resolved</span>
        </label>
      </form>
      {error && <p className={styles.problem} role="alert">The reports could not be loaded: {(error as Error).message}</p>}
      <div className={styles.tableWrap} aria-busy={isValidating}>
        {data && data.groups.length === 0 ? (
          <p className={styles.empty}>No errors in this period. Good.</p>
        ) : (
          <table className={styles.table} data-testid="error-groups">
            <caption className="visually-hidden">Error groups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Error</th>
                <th scope="col">Where</th>
                <th scope="col" className={styles.num}>Times</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {(data?.groups ?? []).map((g) => (
                <tr key={g.id} data-id={g.id} aria-current={g.id === open ? 'true' : undefined} className={g.resolvedAt ? styles.resolved : undefined}>
                  <th scope="row">
                    <button type="button" className={styles.link} onClick={() => setOpen(g.id)}>{g.message}</button>
                    {g.topFrame && <span className={styles.frame}>{g.topFrame}</span>}
                  </th>
                  <td>{g.surface === 'crm' ? 'CRM' : 'Site'}{g.resolvedAt ? ' · resolved' : ''}</td>
                  <td className={styles.num}>{g.count}</td>
                  <td className={styles.nowrap}>{when(g.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {data && data.pagination.total > data.groups.length && <p className={styles.muted}>The newest {data.groups.length} of {data.pagination.total} groups.</p>}
      {open && <ErrorReportDetail id={open} onClose={() => setOpen(null)} onChanged={() => void mutate()} />}
    </section>
  );
}
