'use client';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { apiGet, apiRequest } from '@/lib/api/client';
import { errorText } from '@/components/crm/lead/error-text';
import type { ActionPlanItem } from '@/lib/automation/plans/plan-types';
import { stepsSummary } from '@/lib/automation/plans/run-words';
import { ActionPlansEditor } from './action-plans-editor';
import styles from './action-plans.module.css';

type Show = 'all' | 'running' | 'paused';
interface ListState { q: string; show: Show; plan: string | null }

/** The list's state lives in the URL (?section=action-plans&q=&show=&plan=), rewritten in place like the leads list. */
function readState(params: URLSearchParams): ListState {
  const show = params.get('show');
  return { q: params.get('q') ?? '', show: show === 'running' || show === 'paused' ? show : 'all', plan: params.get('plan') };
}
function writeState(state: ListState) {
  const params = new URLSearchParams({ section: 'action-plans' });
  if (state.q) params.set('q', state.q);
  if (state.show !== 'all') params.set('show', state.show);
  if (state.plan) params.set('plan', state.plan);
  window.history.replaceState(window.history.state, '', `/settings?${params.toString()}`);
}

/**
 * /settings → Action plans (managers): the company's plans, filterable, each with its steps
 * and runs under way and a Running switch (pause holds every run's next steps); picking one,
 * or New plan, opens the editor beside the list.
 */
export function ActionPlansSection() {
  const { data, error, mutate } = useSWR('crm-action-plans', () => apiGet<{ data: ActionPlanItem[] }>('/crm/action-plans'), { revalidateOnFocus: false });
  const searchParams = useSearchParams();
  const [state, setState] = useState<ListState>(() => readState(new URLSearchParams(searchParams.toString())));
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const update = (next: Partial<ListState>) => setState((current) => {
    const merged = { ...current, ...next };
    writeState(merged);
    return merged;
  });

  const q = state.q.trim().toLowerCase();
  const plans = (data?.data ?? []).filter((p) => (!q || p.name.toLowerCase().includes(q)) && (state.show === 'all' || (state.show === 'running') === p.active));
  const editing = state.plan === 'new' ? null : data?.data.find((p) => String(p.id) === state.plan) ?? null;

  async function toggle(plan: ActionPlanItem) {
    setToggleError(null);
    try {
      await apiRequest('PATCH', `/crm/action-plans/${plan.id}`, { active: !plan.active });
      await mutate();
    } catch (e) {
      setToggleError(errorText(e));
    }
  }

  return (
    <div className={styles.section} data-testid="action-plans">
      <p className={styles.muted}>Drips of e-mails, texts, calls and to-dos that run on a lead by themselves. A reply from the lead pauses them; texts wait for the sending hours.</p>
      <div className={styles.toolbar}>
        <label className={styles.grow}>Find a plan
          <input type="search" value={state.q} onChange={(e) => update({ q: e.target.value })} placeholder="Name" />
        </label>
        <label>Show
          <select value={state.show} onChange={(e) => update({ show: e.target.value as Show })}>
            <option value="all">All plans</option>
            <option value="running">Running</option>
            <option value="paused">Paused</option>
          </select>
        </label>
        <button type="button" className="button" onClick={() => update({ plan: 'new' })}>New plan</button>
      </div>
      {toggleError ? <p className={styles.error} role="alert">{toggleError}</p> : null}
      {error ? <p className={styles.error}>Could not load the plans: {errorText(error)}</p> : !data ? <p className={styles.muted}>Loading…</p> : plans.length === 0 ? (
        <p className={styles.muted}>{data.data.length === 0 ? 'No action plans yet: start with New plan.' : 'No plan matches.'}</p>
      ) : (
        <ul className={styles.plans} aria-label="Action plans">
          {plans.map((plan) => (
            <li key={plan.id} className={styles.plan} aria-current={String(plan.id) === state.plan ? 'true' : undefined}>
              <button type="button" className={styles.planName} onClick={() => update({ plan: String(plan.id) })}>{plan.name}</button>
              <p className={styles.planMeta}>{stepsSummary(plan.steps)} · {plan.runs.active} running, {plan.runs.paused} paused on leads</p>
              <label className={styles.toggle}>
                <input type="checkbox" role="switch" checked={plan.active} onChange={() => void toggle(plan)} aria-label={`${plan.name} running`} />
                {plan.active ? 'Running' : 'Paused'}
              </label>
            </li>
          ))}
        </ul>
      )}
      {state.plan === 'new' || editing ? (
        <ActionPlansEditor
          key={editing ? `plan-${editing.id}` : 'new'}
          plan={editing}
          notice={notice}
          onEdit={() => setNotice(null)}
          onSaved={async (saved) => { await mutate(); setNotice(`Saved “${saved.name}”.`); update({ plan: String(saved.id) }); }}
          onClose={() => { setNotice(null); update({ plan: null }); }}
        />
      ) : null}
    </div>
  );
}
