'use client';

import { useState } from 'react';
import { apiPut } from '@/lib/api/client';
import { centsOf, type PaidSourceFigures, type PaidSourcesAnswer } from '@/lib/crm/paid-sources-types';
import styles from './booster.module.css';
import { useFormatter } from 'next-intl';

const shown = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2));

/**
 * Spend per source and month, typed in place: a cell saves itself (PUT …/spend/{month}) when it
 * loses focus or on Enter, Escape puts back what was saved. Tab walks the cells row by row.
 */
export function BoosterSpendGrid({ answer, onSaved }: { answer: PaidSourcesAnswer; onSaved: () => void }) {
  const format = useFormatter();
  const monthLabel = (m: string) => format.dateTime(new Date(`${m}-15T12:00:00Z`), 'month');
  const [status, setStatus] = useState('');
  const rows = answer.sources.filter((s) => s.active || s.spendCents > 0);
  if (rows.length === 0) return null;
  return (
    <>
      <div className={styles.tableWrap} tabIndex={-1}>
        <table className={styles.table} data-testid="booster-spend">
          <caption className="visually-hidden">Spend per paid source and month, in dollars</caption>
          <thead>
            <tr>
              <th scope="col">Source</th>
              {answer.range.months.map((m) => (
                <th key={m} scope="col" className={styles.num}>{monthLabel(m)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.name}</th>
                {answer.range.months.map((m) => (
                  <td key={m} className={styles.num}>
                    <SpendCell source={s} month={m} label={monthLabel(m)} onSaved={(text) => { setStatus(text); onSaved(); }} onProblem={setStatus} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.muted} role="status" data-testid="spend-status">{status}</p>
    </>
  );
}

function SpendCell({ source, month, label, onSaved, onProblem }: { source: PaidSourceFigures; month: string; label: string; onSaved: (text: string) => void; onProblem: (text: string) => void }) {
  const saved = source.spend[month] ?? null;
  const [text, setText] = useState(shown(saved));
  const [savedText, setSavedText] = useState(shown(saved));
  const [invalid, setInvalid] = useState(false);
  // A new answer (another range, a refresh) shows what the server holds, unless the cell is being typed in.
  if (shown(saved) !== savedText && text === savedText) {
    setSavedText(shown(saved));
    setText(shown(saved));
  }
  const commit = async () => {
    if (text.trim() === savedText) return;
    const amount = text.trim() === '' ? null : centsOf(text);
    if (text.trim() !== '' && amount === null) {
      setInvalid(true);
      onProblem(`${source.name}, ${label}: type dollars such as 1250 or 1250.50 (at most $10,000,000).`);
      return;
    }
    setInvalid(false);
    try {
      await apiPut(`/crm/paid-sources/${source.id}/spend/${month}`, { amount });
      setSavedText(shown(amount));
      setText(shown(amount));
      onSaved(`Saved ${source.name}, ${label}.`);
    } catch (e) {
      setInvalid(true);
      onProblem(`${source.name}, ${label} was not saved: ${(e as Error).message}`);
    }
  };
  return (
    <input
      className={styles.cell}
      inputMode="decimal"
      aria-label={`Spend for ${source.name} in ${label}, dollars`}
      aria-invalid={invalid || undefined}
      data-testid={`spend-${source.id}-${month}`}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void commit();
        if (e.key === 'Escape') { setText(savedText); setInvalid(false); }
      }}
    />
  );
}
