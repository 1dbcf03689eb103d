'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api/client';
import type { ErrorGroupDetail } from '@/lib/crm/error-reports-types';
import styles from './error-reports.module.css';
import { useFormatter } from 'next-intl';


/** One group: its latest sample (page, browser, release, who), the stack's frames and the breadcrumbs before it; resolve or reopen. */
export function ErrorReportDetail({ id, onClose, onChanged }: { id: number; onClose: () => void; onChanged: () => void }) {
  const format = useFormatter();
  const when = (at: string | number) => format.dateTime(new Date(at), 'crmSeconds');
  const { data, error, mutate } = useSWR(['crm-error-report', id] as const, async () => (await apiGet<{ data: ErrorGroupDetail }>(`/crm/error-reports/${id}`)).data);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id, data?.id]);
  if (error) return <p className={styles.problem} role="alert">This report could not be loaded: {(error as Error).message}</p>;
  if (!data) return <p className={styles.muted}>Loading the report…</p>;
  const s = data.sample;
  const toggle = async () => {
    await apiRequest('PATCH', `/crm/error-reports/${id}`, { resolved: !data.resolvedAt });
    await mutate();
    onChanged();
  };
  return (
    <article className={styles.detail} aria-labelledby="error-detail-title" data-testid="error-detail">
      <div className={styles.detailHead}>
        <h3 id="error-detail-title" ref={heading} tabIndex={-1}>{data.message}</h3>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void toggle()}>{data.resolvedAt ? 'Reopen' : 'Resolve'}</button>
          <button type="button" className={styles.button} onClick={onClose}>Close</button>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Where</dt><dd>{data.surface === 'crm' ? 'CRM' : 'Site'}, {data.count} {data.count === 1 ? 'time' : 'times'}</dd>
        <dt>First / last seen</dt><dd>{when(data.firstSeenAt)} / {when(data.lastSeenAt)}</dd>
        <dt>Page</dt><dd className={styles.code}>{s.url}</dd>
        <dt>Browser</dt><dd>{s.userAgent || 'unknown'}</dd>
        <dt>Release</dt><dd className={styles.code}>{s.release ?? 'unknown'}</dd>
        <dt>Who</dt><dd>{s.agent ? `Agent ${s.agent.name}` : s.lead ? <a href={`/lead?id=${s.lead.id}`}>Lead {s.lead.name}</a> : 'A visitor (not signed in)'}</dd>
        {data.resolvedAt && (<><dt>Resolved</dt><dd>{when(data.resolvedAt)} (shows again if it happens again)</dd></>)}
      </dl>
      <h4>Stack ({s.frames.length} {s.frames.length === 1 ? 'frame' : 'frames'})</h4>
      {s.frames.length === 0 ? <p className={styles.muted}>No stack was sent.</p> : (
        <ol className={styles.list} data-testid="error-frames">
          {s.frames.map((f, i) => (
            <li key={i} className={styles.code}>{f.fn ?? '(anonymous)'} <span className={styles.muted}>{f.file ?? '?'}:{f.line ?? '?'}:{f.column ?? '?'}</span></li>
          ))}
        </ol>
      )}
      <h4>Before it ({s.breadcrumbs.length} {s.breadcrumbs.length === 1 ? 'breadcrumb' : 'breadcrumbs'}, oldest first)</h4>
      {s.breadcrumbs.length === 0 ? <p className={styles.muted}>None.</p> : (
        <ol className={styles.list} data-testid="error-breadcrumbs">
          {s.breadcrumbs.map((b, i) => (
            <li key={i}><span className={styles.muted}>{when(b.at)}</span> <strong>{b.kind}</strong> <span className={styles.code}>{b.text}</span></li>
          ))}
        </ol>
      )}
    </article>
  );
}
