'use client';

import { useState, type FormEvent } from 'react';
import { apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { centsOf, type PaidSourceFigures } from '@/lib/crm/paid-sources-types';
import styles from './booster.module.css';

export type EditedSource = Pick<PaidSourceFigures, 'id' | 'name' | 'matchSources' | 'monthlyBudgetCents' | 'active'>;

type Field = 'name' | 'matchSources' | 'monthlyBudgetCents';

/** The field errors of a 422 (DESIGN's envelope: `errors: { field: message }`). */
function fieldErrorsOf(e: unknown): Partial<Record<Field, string>> {
  if (!(e instanceof ApiError)) return {};
  const body = e.fullError as { body?: { errors?: Record<string, string> } } | null;
  return body?.body?.errors ?? {};
}

/** Add a paid source, or edit one (name, lead sources it matches, monthly budget, active). */
export function BoosterSourceForm({ editing, onDone, onCancel }: { editing: EditedSource | null; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(editing?.name ?? '');
  const [matches, setMatches] = useState(editing?.matchSources.join(', ') ?? '');
  const [budget, setBudget] = useState(editing ? String(editing.monthlyBudgetCents / 100) : '');
  const [active, setActive] = useState(editing?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const budgetCents = budget.trim() === '' ? 0 : centsOf(budget);
    if (budgetCents === null) {
      setErrors({ monthlyBudgetCents: 'type dollars such as 2500 (at most $10,000,000)' });
      return;
    }
    const body = { name, matchSources: matches.split(',').map((m) => m.trim()).filter(Boolean), monthlyBudgetCents: budgetCents };
    setBusy(true);
    try {
      if (editing) await apiRequest('PATCH', `/crm/paid-sources/${editing.id}`, { ...body, active });
      else await apiPost('/crm/paid-sources', body);
      setErrors({});
      setMessage(editing ? `Saved ${name}.` : `Added ${name}.`);
      if (!editing) { setName(''); setMatches(''); setBudget(''); }
      onDone();
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setMessage(`Not saved: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  const described = (field: Field) => (errors[field] ? `booster-${field}-error` : undefined);
  return (
    <form className={styles.form} onSubmit={submit} data-testid="booster-source-form" noValidate>
      <label>
        <span>Name</span>
        <input name="name" value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} aria-invalid={errors.name ? true : undefined} aria-describedby={described('name')} />
        {errors.name && <span id="booster-name-error" className={styles.problem}>{errors.name}</span>}
      </label>
      <label>
        <span>Lead sources it matches (comma-separated, as on the lead)</span>
        <input name="matchSources" value={matches} onChange={(e) => setMatches(e.target.value)} placeholder="Google ads, Google LSA" aria-invalid={errors.matchSources ? true : undefined} aria-describedby={described('matchSources')} />
        {errors.matchSources && <span id="booster-matchSources-error" className={styles.problem}>{errors.matchSources}</span>}
      </label>
      <label>
        <span>Monthly budget ($)</span>
        <input name="monthlyBudget" inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} aria-invalid={errors.monthlyBudgetCents ? true : undefined} aria-describedby={described('monthlyBudgetCents')} />
        {errors.monthlyBudgetCents && <span id="booster-monthlyBudgetCents-error" className={styles.problem}>{errors.monthlyBudgetCents}</span>}
      </label>
      {editing && (
        <label className={styles.check}>
          <input type="checkbox" name="active" checked={active} onChange={(e) => setActive(e.target.checked)} />
          <span>Active (an inactive source keeps its history but has no budget)</span>
        </label>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>{editing ? 'Save' : 'Add source'}</button>
        {editing && <button type="button" className={styles.button} onClick={onCancel}>Cancel</button>}
      </div>
      <p className={styles.muted} role="status">{message}</p>
    </form>
  );
}
