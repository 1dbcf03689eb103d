'use client';

import { ASSIGN_MODES, type AssignMode } from '@/lib/automation/lead-flow/schema';
import type { AssignDraft, PersonOption, PlanOption } from './lead-flow-form';
import styles from './lead-flow.module.css';

export const MODE_LABELS: Record<AssignMode, string> = { 'round-robin': 'Round robin', 'first-to-claim': 'First to claim', pond: 'The pond' };

interface Props {
  /** Unique per rule, for ids and names. */
  prefix: string;
  value: AssignDraft;
  onChange: (patch: Partial<AssignDraft>) => void;
  errors: Record<string, string>;
  agents: PersonOption[];
  lenders: PersonOption[];
  plans: PlanOption[];
}

/** Who gets the lead (mode and agents), its lender and its action plan: the same for a rule and the default rule. */
export function LeadFlowAssign({ prefix, value, onChange, errors, agents, lenders, plans }: Props) {
  const errorId = (field: string) => (errors[field] ? `${prefix}-${field}-error` : undefined);
  const toggle = (id: number, on: boolean) => onChange({ agentIds: on ? [...value.agentIds, id] : value.agentIds.filter((a) => a !== id) });
  return (
    <div className={styles.assign}>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-mode`}>Assign by</label>
        <select id={`${prefix}-mode`} value={value.mode} onChange={(e) => onChange({ mode: e.target.value as AssignMode })} aria-invalid={errors.mode ? true : undefined} aria-describedby={errorId('mode')}>
          {ASSIGN_MODES.map((m) => <option key={m} value={m}>{MODE_LABELS[m]}</option>)}
        </select>
        {errors.mode ? <span id={errorId('mode')} className={styles.fieldError}>{errors.mode}</span> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-lenderId`}>Lender</label>
        <select id={`${prefix}-lenderId`} value={value.lenderId} onChange={(e) => onChange({ lenderId: e.target.value })} aria-invalid={errors.lenderId ? true : undefined} aria-describedby={errorId('lenderId')}>
          <option value="">None</option>
          {lenders.map((l) => <option key={l.id} value={String(l.id)}>{l.name}</option>)}
        </select>
        {errors.lenderId ? <span id={errorId('lenderId')} className={styles.fieldError}>{errors.lenderId}</span> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-actionPlanId`}>Action plan</label>
        <select id={`${prefix}-actionPlanId`} value={value.actionPlanId} onChange={(e) => onChange({ actionPlanId: e.target.value })} aria-invalid={errors.actionPlanId ? true : undefined} aria-describedby={errorId('actionPlanId')}>
          <option value="">None</option>
          {plans.map((p) => <option key={p.id} value={String(p.id)}>{p.name}{p.active ? '' : ' (paused)'}</option>)}
        </select>
        {errors.actionPlanId ? <span id={errorId('actionPlanId')} className={styles.fieldError}>{errors.actionPlanId}</span> : null}
      </div>
      {value.mode === 'pond' ? null : (
        <fieldset className={styles.agents} aria-invalid={errors.agentIds ? true : undefined} aria-describedby={errorId('agentIds')}>
          <legend>Agents{value.agentIds.length ? ` (${value.agentIds.length})` : ''}</legend>
          <div className={styles.agentList}>
            {agents.map((a) => (
              <label key={a.id} className={styles.check}>
                <input type="checkbox" checked={value.agentIds.includes(a.id)} onChange={(e) => toggle(a.id, e.target.checked)} /> {a.name}
              </label>
            ))}
            {/* An agent saved in the rule but no longer offered (deactivated since) stays visible so it can be removed. */}
            {value.agentIds.filter((id) => !agents.some((a) => a.id === id)).map((id) => (
              <label key={id} className={styles.check}>
                <input type="checkbox" checked onChange={() => toggle(id, false)} /> Agent #{id} (inactive)
              </label>
            ))}
          </div>
          {errors.agentIds ? <span id={errorId('agentIds')} className={styles.fieldError}>{errors.agentIds}</span> : null}
        </fieldset>
      )}
    </div>
  );
}
