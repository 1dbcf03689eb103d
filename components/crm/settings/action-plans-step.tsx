'use client';
import { useId, useRef, useState } from 'react';
import { TEMPLATE_FIELDS } from '@/lib/automation/templates';
import { MAX_TEXT_BODY, STEP_KINDS } from '@/lib/automation/plans/plan-input';
import type { StepKind } from '@/lib/automation/plans/plan-types';
import { KIND_LABELS } from '@/lib/automation/plans/run-words';
import styles from './action-plans.module.css';

/** A step as the editor holds it: numbers as typed, so a half-typed one is not lost. */
export interface DraftStep {
  key: number;
  kind: StepKind;
  afterDays: string;
  afterMinutes: string;
  subject: string;
  body: string;
  voiceMail: boolean;
}

const BODY_LABELS: Record<StepKind, string> = { email: 'Message', text: 'Text', todo: 'To-do title', call: 'Call reminder' };

/** One step's fields, with a field picker that puts `{{lead.firstName}}` … where the caret was in the subject or message. */
export function ActionPlansStep({ step, index, count, active, errors, onFocus, onChange, onMove, onRemove }: {
  step: DraftStep;
  index: number;
  count: number;
  active: boolean;
  errors: Record<string, string>;
  onFocus: () => void;
  onChange: (change: Partial<DraftStep>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  /** Where a picked field goes: the last of subject or message that had the caret. */
  const target = useRef<'subject' | 'body'>('body');
  // Picked, then inserted by the button: arrowing through a select fires a change per option on some systems.
  const [field, setField] = useState('');
  const key = (field: string) => `steps.${index}.${field}`;
  const error = (field: string) => errors[key(field)];
  const described = (field: string) => (error(field) ? `${id}-${field.replace(/\./g, '-')}-error` : undefined);
  const bodyLabel = step.kind === 'call' && step.voiceMail ? 'Voice mail script' : BODY_LABELS[step.kind];

  function insertField() {
    if (!field) return;
    const part = step.kind === 'email' ? target.current : 'body';
    const element = part === 'subject' ? subjectRef.current : bodyRef.current;
    const value = part === 'subject' ? step.subject : step.body;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const token = `{{${field}}}`;
    onChange({ [part]: value.slice(0, start) + token + value.slice(end) });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  const problems = ['afterDays', 'afterMinutes', 'kind', 'template.subject', 'template.body', 'voiceMail', '_'].filter((f) => error(f));
  return (
    <fieldset className={styles.step} data-active={active} onFocus={onFocus} data-testid="plan-step">
      <legend>Step {index + 1}</legend>
      <div className={styles.row}>
        <label className={styles.field}>Kind
          <select value={step.kind} onChange={(e) => onChange({ kind: e.target.value as StepKind })} aria-invalid={error('kind') ? true : undefined}>
            {STEP_KINDS.map((k) => <option key={k} value={k}>{KIND_LABELS[k]}</option>)}
          </select>
        </label>
        <label className={`${styles.field} ${styles.narrow}`}>Days after start
          <input type="number" inputMode="numeric" min={0} max={365} value={step.afterDays} onChange={(e) => onChange({ afterDays: e.target.value })} aria-invalid={error('afterDays') ? true : undefined} aria-describedby={described('afterDays')} />
        </label>
        <label className={`${styles.field} ${styles.narrow}`}>+ minutes
          <input type="number" inputMode="numeric" min={0} max={1439} value={step.afterMinutes} placeholder="0" onChange={(e) => onChange({ afterMinutes: e.target.value })} aria-invalid={error('afterMinutes') ? true : undefined} aria-describedby={described('afterMinutes')} />
        </label>
      </div>
      {step.kind === 'email' ? (
        <label className={styles.field}>Subject
          <input ref={subjectRef} value={step.subject} maxLength={200} onFocus={() => { target.current = 'subject'; }} onChange={(e) => onChange({ subject: e.target.value })} aria-invalid={error('template.subject') ? true : undefined} aria-describedby={described('template.subject')} />
        </label>
      ) : null}
      <label className={styles.field}>{bodyLabel}
        <textarea ref={bodyRef} value={step.body} rows={step.kind === 'email' ? 6 : 3} onFocus={() => { target.current = 'body'; }} onChange={(e) => onChange({ body: e.target.value })} aria-invalid={error('template.body') ? true : undefined} aria-describedby={described('template.body')} />
      </label>
      {step.kind === 'text' ? <span className={styles.count}>{step.body.length} / {MAX_TEXT_BODY}</span> : null}
      {step.kind === 'call' ? (
        <label className={styles.check}>
          <input type="checkbox" checked={step.voiceMail} onChange={(e) => onChange({ voiceMail: e.target.checked })} />
          Leave a recorded voice mail instead of a call to-do
        </label>
      ) : null}
      {problems.map((f) => <p key={f} id={described(f)} className={styles.error}>{error(f)}</p>)}
      <div className={styles.row}>
        <label className={styles.field}>Field
          <select value={field} onChange={(e) => setField(e.target.value)}>
            <option value="">Choose a field…</option>
            {TEMPLATE_FIELDS.map((f) => <option key={f} value={f}>{`{{${f}}}`}</option>)}
          </select>
        </label>
        <div className={styles.stepButtons}>
          <button type="button" className={`button button-secondary ${styles.small}`} onClick={insertField} disabled={!field}>Insert<span className="visually-hidden"> the field into step {index + 1}</span></button>
          <button type="button" className={`button button-secondary ${styles.small}`} onClick={() => onMove(-1)} disabled={index === 0}>Up<span className="visually-hidden">: move step {index + 1} up</span></button>
          <button type="button" className={`button button-secondary ${styles.small}`} onClick={() => onMove(1)} disabled={index === count - 1}>Down<span className="visually-hidden">: move step {index + 1} down</span></button>
          <button type="button" className={`button button-secondary ${styles.small}`} onClick={onRemove} disabled={count === 1}>Remove<span className="visually-hidden"> step {index + 1}</span></button>
        </div>
      </div>
    </fieldset>
  );
}
