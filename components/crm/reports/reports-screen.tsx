'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { buildUrl } from '@/lib/api/client';
import { chartSpec } from '@/lib/crm/reports/chart-data';
import { MAX_RANGE_DAYS, presetRange } from '@/lib/crm/reports/range';
import { durationText, REPORT_COLUMNS, REPORT_NAMES, REPORT_TITLES, shareText, type ReportAnswers, type ReportName, type ReportsPageData } from '@/lib/crm/reports/types';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { RangeFields } from '../range/range-fields';
import { useRangeDraft, type Range } from '../range/use-range-draft';
import { LazyReportChart } from './lazy-report-chart';
import { ReportTable } from './report-table';
import styles from './reports.module.css';
import { filterKey, reportQuery, useReport, type ReportFilter } from './use-report';

const PRESETS = [
  { key: '7', label: '7 days' },
  { key: '30', label: '30 days' },
  { key: '90', label: '90 days' },
  { key: 'year', label: 'This year' },
] as const;

const DESCRIPTIONS: Record<ReportName, string> = {
  sources: 'Leads that arrived in the range, per source: contacted by an agent, and converted (reached appointment or beyond).',
  speed: 'Time from a lead’s arrival to an agent’s first call, text or e-mail, for leads that arrived in the range, per buyer agent.',
  conversion: 'How many leads reached each stage in each period (new: arrived).',
  leaderboard: 'What each agent did in the range: leads assigned and contacted, calls, texts, e-mails, appointments and closings.',
  engagement: 'Listings your leads viewed, favourited and asked about in the range.',
};

/** Reports whose tables have many columns: chart above table, each the full width. */
const WIDE_TABLES = new Set<ReportName>(['speed', 'conversion', 'leaderboard', 'engagement']);

function rangeProblem({ from, to }: Range): string | null {
  if (!from || !to) return 'Choose both days.';
  if (from > to) return 'The first day must be on or before the last.';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_RANGE_DAYS) return 'The range may be at most two years long.';
  return null;
}

/** /reports: the range and agent filter (in the URL), then one section per report with its chart, table and CSV. */
export function ReportsScreen({ initial, canManage }: { initial: ReportsPageData; canManage: boolean }) {
  const [filter, setFilter] = useState<ReportFilter>(initial.filter);
  const initialKey = useMemo(() => filterKey(initial.filter), [initial.filter]);
  const { draft, problem, change, preset } = useRangeDraft({ from: initial.filter.from, to: initial.filter.to }, {
    problemOf: rangeProblem,
    presetOf: (key: (typeof PRESETS)[number]['key']) => presetRange(key, new Date(), COMPANY_TIME_ZONE),
    apply: (range) => setFilter((f) => ({ ...f, ...range })),
  });
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const qs = new URLSearchParams(reportQuery(filter)).toString();
    window.history.replaceState(window.history.state, '', `/reports?${qs}`);
  }, [filter]);


  return (
    <div className={styles.reports} data-testid="reports-page">
      <h1>Reports</h1>
      <form className={styles.filters} role="search" aria-label="Report range" onSubmit={(e) => e.preventDefault()}>
        <RangeFields kind="date" draft={draft} onChange={change} presets={PRESETS} onPreset={preset} problemId="report-range-problem" invalid={problem !== null} classNames={{ presets: styles.presets, preset: styles.preset }} />
        {canManage && (
          <label>
            <span>Agent</span>
            <select value={filter.agentId ?? ''} onChange={(e) => setFilter((f) => ({ ...f, agentId: e.target.value ? Number(e.target.value) : null }))}>
              <option value="">Every agent</option>
              {initial.agents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <p id="report-range-problem" className={styles.problem} role="status">
          {problem ?? ''}
        </p>
      </form>
      <p className={styles.muted}>
        {canManage ? 'Figures over every lead of the company' : 'Figures over your leads and the pond'}, from {filter.from} to {filter.to} (New York time).
      </p>
      {REPORT_NAMES.map((name) => (
        <ReportSection key={name} name={name} filter={filter} initialKey={initialKey} initial={initial.answers[name]} />
      ))}
    </div>
  );
}

function ReportSection<N extends ReportName>({ name, filter, initialKey, initial }: { name: N; filter: ReportFilter; initialKey: string; initial: ReportAnswers[N] }) {
  const { answer, error, loading } = useReport(name, filter, initialKey, initial);
  const spec = useMemo(() => chartSpec(name, answer), [name, answer]);
  const csv = buildUrl('GET', `/crm/reports/${name}`, { ...reportQuery(filter), format: 'csv' });
  const titleId = `report-${name}`;
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={loading} data-testid={`report-${name}`}>
      <div className={styles.sectionHead}>
        <h2 id={titleId}>{REPORT_TITLES[name]}</h2>
        <a href={csv} download className={styles.csv} data-testid={`csv-${name}`}>
          Download CSV<span className="visually-hidden"> of {REPORT_TITLES[name].toLowerCase()}</span>
        </a>
      </div>
      <p className={styles.muted}>{DESCRIPTIONS[name]}</p>
      {error && <p className={styles.problem} role="alert">These figures could not be loaded: {error.message}</p>}
      {name === 'speed' && <SpeedSummary answer={answer as ReportAnswers['speed']} />}
      <div className={WIDE_TABLES.has(name) ? `${styles.body} ${styles.wide}` : styles.body}>
        {answer.rows.length > 0 && <LazyReportChart spec={spec} testId={`chart-${name}`} />}
        <ReportTable
          caption={REPORT_TITLES[name]}
          columns={REPORT_COLUMNS[name]}
          rows={answer.rows}
          link={name === 'engagement' ? (row) => (row as ReportAnswers['engagement']['rows'][number]).url : undefined}
        />
      </div>
    </section>
  );
}

function SpeedSummary({ answer }: { answer: ReportAnswers['speed'] }) {
  const s = answer.summary;
  const figures = [
    [durationText(s.medianSeconds), 'median'],
    [durationText(s.p90Seconds), '90th percentile'],
    [shareText(s.within5m), 'within 5 min'],
    [shareText(s.within1h), 'within 1 h'],
    [shareText(s.within1d), 'within 1 day'],
    [`${s.contacted} / ${s.leads}`, 'leads contacted'],
  ];
  return (
    <ul className={styles.figures}>
      {figures.map(([value, label]) => (
        <li key={label}>
          <span className={styles.number}>{value}</span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
