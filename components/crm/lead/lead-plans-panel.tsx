'use client';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { apiGet, apiPost, apiRequest } from '@/lib/api/client';
import type { ActionPlanItem, LeadPlanRun } from '@/lib/automation/plans/plan-types';
import { runStateWords, stepLabel, wallTime } from '@/lib/automation/plans/run-words';
import { errorText } from './error-text';
import { announceLeadChange } from './lead-changed';
import styles from './lead-plans-panel.module.css';

type Change = 'active' | 'paused' | 'stopped';
const CHANGE_WORDS: Record<Change, string> = { active: 'Resume', paused: 'Pause', stopped: 'Stop' };
const STATUS_WORDS: Record<LeadPlanRun['status'], string> = { active: 'Running', paused: 'Paused', finished: 'Finished', stopped: 'Stopped' };

/**
 * The lead page's "Action plans" panel (issue 16): the lead's runs — what fired, what comes
 * next and when, why one is paused (the lead replied) — with Pause, Resume and Stop, and
 * Apply plan for everyone but lenders. Every change reloads the timeline, which gets its
 * drip-plan-status entry.
 */
export function LeadPlansPanel({ leadId, canApply, panelClassName }: { leadId: number; canApply: boolean; panelClassName?: string }) {
  const runs = useSWR(['crm-lead-plans', leadId] as const, ([, id]) => apiGet<{ data: LeadPlanRun[] }>(`/crm/leads/${id}/action-plans`), { revalidateOnFocus: false });
  const plans = useSWR(canApply ? 'crm-action-plans' : null, () => apiGet<{ data: ActionPlanItem[] }>('/crm/action-plans'), { revalidateOnFocus: false });
  const [planId, setPlanId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  const now = new Date();
  const live = new Set((runs.data?.data ?? []).filter((r) => r.status === 'active' || r.status === 'paused').map((r) => r.planId));
  const choices = (plans.data?.data ?? []).filter((p) => p.active && !live.has(p.id));

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      await runs.mutate();
      announceLeadChange(leadId);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  const change = (run: LeadPlanRun, status: Change) => act(() => apiRequest('PATCH', `/crm/leads/${leadId}/action-plans/${run.id}`, { status }));
  const apply = () => act(async () => {
    await apiPost(`/crm/leads/${leadId}/action-plans`, { planId: Number(planId) });
    setPlanId('');
  });

  const list = runs.data?.data ?? [];
  return (
    <section className={panelClassName} aria-label="Action plans" data-testid="lead-plans">
      <h2>Action plans{runs.data ? ` (${list.filter((r) => r.status === 'active' || r.status === 'paused').length} running)` : ''}</h2>
      {runs.error ? <p className={styles.muted}>Could not load them.</p> : !runs.data ? <p className={styles.muted}>Loading…</p> : list.length === 0 ? <p className={styles.muted}>No plan on this lead yet.</p> : (
        <ul className={styles.runs}>
          {list.map((run) => (
            <li key={run.id} className={styles.run} data-testid="lead-plan-run">
              <div className={styles.runHead}>
                <span className={styles.runName}>{run.planName}</span>
                <span className={styles.badge} data-status={run.status}>{STATUS_WORDS[run.status]}</span>
                <span className={styles.meta}>{run.done} of {run.total} steps done</span>
              </div>
              <p className={styles.state}>{runStateWords(run, now)}</p>
              <p className={styles.meta}>Started {wallTime(new Date(run.startedAt))}{run.appliedBy ? ` by ${run.appliedBy.name}` : ' by the lead flow'}</p>
              <details className={styles.stepsToggle}>
                <summary>Steps</summary>
                <ol className={styles.steps}>
                  {run.steps.map((s) => (
                    <li key={s.index} data-status={s.status}>
                      {stepLabel(s)}: {s.title} — {s.status === 'scheduled' ? `due ${wallTime(new Date(s.dueAt))}` : s.status === 'fired' ? `done ${wallTime(new Date(s.firedAt ?? s.dueAt))}` : s.status === 'failed' ? (s.error ?? 'skipped') : 'cancelled'}
                    </li>
                  ))}
                </ol>
              </details>
              {canApply && (run.status === 'active' || run.status === 'paused') ? (
                <div className={styles.buttons}>
                  {run.status === 'paused'
                    ? <button type="button" className={`button ${styles.small}`} disabled={busy} onClick={() => change(run, 'active')}>{CHANGE_WORDS.active}<span className="visually-hidden"> {run.planName}</span></button>
                    : <button type="button" className={`button button-secondary ${styles.small}`} disabled={busy} onClick={() => change(run, 'paused')}>{CHANGE_WORDS.paused}<span className="visually-hidden"> {run.planName}</span></button>}
                  <button type="button" className={`button button-secondary ${styles.small}`} disabled={busy} onClick={() => change(run, 'stopped')}>{CHANGE_WORDS.stopped}<span className="visually-hidden"> {run.planName}</span></button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canApply ? (
        <form className={styles.apply} onSubmit={(e) => { e.preventDefault(); if (planId) void apply(); }}>
          <label htmlFor={selectId}>Apply a plan
            <select id={selectId} value={planId} onChange={(e) => setPlanId(e.target.value)} disabled={busy || !plans.data}>
              <option value="">{plans.data ? (choices.length ? 'Choose a plan…' : 'No other plan to apply') : 'Loading plans…'}</option>
              {choices.map((p) => <option key={p.id} value={p.id}>{p.name} ({p.steps.length} steps)</option>)}
            </select>
          </label>
          <button type="submit" className={`button ${styles.small}`} disabled={busy || !planId}>Apply plan</button>
        </form>
      ) : null}
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
    </section>
  );
}
