'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { buildUrl } from '@/lib/api/client';
import { dollars, MAX_RANGE_MONTHS, monthsBetween, presetMonths, RANGE_PRESETS, type PaidSourcesAnswer, type RangePreset } from '@/lib/crm/paid-sources-types';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { RangeFields } from '../range/range-fields';
import { useRangeDraft, type Range } from '../range/use-range-draft';
import { boosterChartSpec } from './booster-chart-spec';
import { BoosterFigures } from './booster-figures';
import { BoosterSourceForm, type EditedSource } from './booster-source-form';
import { BoosterSpendGrid } from './booster-spend-grid';
import { LazyBoosterChart } from './lazy-booster-chart';
import styles from './booster.module.css';
import { useBooster, type BoosterFilter } from './use-booster';

function rangeProblem({ from, to }: Range): string | null {
  if (!from || !to) return 'Choose both months.';
  if (from > to) return 'The first month must be on or before the last.';
  if (monthsBetween(from, to).length > MAX_RANGE_MONTHS) return `The range may be at most ${MAX_RANGE_MONTHS} months long.`;
  return null;
}

/** /admin/lsa/booster: the month range (in the URL), the figures per paid source with a chart, spend entry and the sources themselves. */
export function BoosterScreen({ initial }: { initial: PaidSourcesAnswer }) {
  const [filter, setFilter] = useState<BoosterFilter>({ from: initial.range.from, to: initial.range.to });
  const [editing, setEditing] = useState<EditedSource | null>(null);
  const { answer, error, loading, refresh } = useBooster(filter, initial);
  const spec = useMemo(() => boosterChartSpec(answer), [answer]);
  const { draft, problem, change, preset } = useRangeDraft(filter, { problemOf: rangeProblem, presetOf: (key: RangePreset) => presetMonths(key, new Date(), COMPANY_TIME_ZONE), apply: setFilter });
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.replaceState(window.history.state, '', `/admin/lsa/booster?${new URLSearchParams({ ...filter }).toString()}`);
  }, [filter]);

  const t = answer.totals;
  const csv = buildUrl('GET', '/crm/paid-sources', { ...filter, format: 'csv' });

  return (
    <div className={styles.booster} data-testid="booster-page">
      <h1>LSA booster: paid lead sources</h1>
      <form className={styles.filters} role="search" aria-label="Months" onSubmit={(e) => e.preventDefault()}>
        <RangeFields kind="month" draft={draft} onChange={change} presets={RANGE_PRESETS} onPreset={preset} problemId="booster-range-problem" invalid={problem !== null} classNames={{ presets: styles.presets, preset: styles.button }} />
        <p id="booster-range-problem" className={styles.problem} role="status">
          {problem ?? ''}
        </p>
      </form>
      {error && <p className={styles.problem} role="alert">These figures could not be loaded: {error.message}</p>}
      <ul className={styles.figures} aria-label="Totals" data-testid="booster-totals" aria-busy={loading}>
        <li><span className={styles.number}>{dollars(t.spendCents)}</span><span className={styles.label}>spent of {dollars(t.budgetCents)} budget</span></li>
        <li><span className={styles.number}>{t.leads}</span><span className={styles.label}>paid leads of {answer.allLeads} in all</span></li>
        <li><span className={styles.number} data-testid="total-cpl">{dollars(t.costPerLeadCents)}</span><span className={styles.label}>cost per lead</span></li>
        <li><span className={styles.number}>{dollars(t.costPerAppointmentCents)}</span><span className={styles.label}>cost per appointment ({t.appointments})</span></li>
      </ul>
      <p className={styles.muted}>
        From {answer.range.from} to {answer.range.to} (New York time). Leads count when they arrived in the range with a source the paid source matches; appointments are those leads that reached appointment or beyond.
      </p>
      <section className={styles.section} aria-labelledby="booster-figures-title">
        <div className={styles.sectionHead}>
          <h2 id="booster-figures-title">Per source</h2>
          <a href={csv} download className={styles.csv} data-testid="booster-csv">
            Download CSV<span className="visually-hidden"> of the paid sources</span>
          </a>
        </div>
        <div className={styles.body}>
          {answer.sources.length > 0 && <LazyBoosterChart spec={spec} />}
          <BoosterFigures answer={answer} onEdit={(s) => setEditing(s)} />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="booster-spend-title">
        <h2 id="booster-spend-title">Spend per month</h2>
        <p className={styles.muted}>Type what each source cost in a month, in dollars; it saves when you leave the cell or press Enter. Empty clears the month.</p>
        <BoosterSpendGrid answer={answer} onSaved={refresh} />
      </section>
      <section className={styles.section} aria-labelledby="booster-form-title">
        <h2 id="booster-form-title">{editing ? `Edit ${editing.name}` : 'Add a paid source'}</h2>
        <BoosterSourceForm key={editing?.id ?? 'new'} editing={editing} onDone={() => { setEditing(null); refresh(); }} onCancel={() => setEditing(null)} />
      </section>
    </div>
  );
}
