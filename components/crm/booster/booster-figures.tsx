'use client';

import { dollars, type PaidSourceFigures, type PaidSourcesAnswer } from '@/lib/crm/paid-sources-types';
import styles from './booster.module.css';

/** The figures per source and their total: the same numbers as the chart and the CSV. */
export function BoosterFigures({ answer, onEdit }: { answer: PaidSourcesAnswer; onEdit: (source: PaidSourceFigures) => void }) {
  if (answer.sources.length === 0) return <p className={styles.empty}>No paid sources yet: add one below.</p>;
  const t = answer.totals;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Figures per paid source, table">
      <table className={styles.table} data-testid="booster-table">
        <caption className="visually-hidden">Budget, spend, leads and cost per lead per paid source</caption>
        <thead>
          <tr>
            <th scope="col">Source</th>
            <th scope="col" className={styles.num}>Budget</th>
            <th scope="col" className={styles.num}>Spend</th>
            <th scope="col" className={styles.num}>Leads</th>
            <th scope="col" className={styles.num}>Cost / lead</th>
            <th scope="col" className={styles.num}>Appts</th>
            <th scope="col" className={styles.num}>Cost / appt</th>
            <th scope="col" className={styles.num}>Closed</th>
            <th scope="col"><span className="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {answer.sources.map((s) => (
            <tr key={s.id} data-id={s.id} data-testid="booster-row" className={s.active ? undefined : styles.inactive}>
              <th scope="row">
                {s.name}
                {!s.active && <span className={styles.badge}> inactive</span>}
                <span className={styles.matches}>{s.matchSources.join(', ')}</span>
              </th>
              <td className={styles.num}>{dollars(s.budgetCents)}</td>
              <td className={styles.num}>{dollars(s.spendCents)}</td>
              <td className={styles.num}>{s.leads}</td>
              <td className={styles.num} data-testid="cpl">{dollars(s.costPerLeadCents)}</td>
              <td className={styles.num}>{s.appointments}</td>
              <td className={styles.num}>{dollars(s.costPerAppointmentCents)}</td>
              <td className={styles.num}>{s.closed}</td>
              <td>
                <button type="button" className={styles.link} onClick={() => onEdit(s)}>
                  Edit<span className="visually-hidden"> {s.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.num}>{dollars(t.budgetCents)}</td>
            <td className={styles.num}>{dollars(t.spendCents)}</td>
            <td className={styles.num}>{t.leads}</td>
            <td className={styles.num}>{dollars(t.costPerLeadCents)}</td>
            <td className={styles.num}>{t.appointments}</td>
            <td className={styles.num}>{dollars(t.costPerAppointmentCents)}</td>
            <td className={styles.num}>{t.closed}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
