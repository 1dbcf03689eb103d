'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { errorText } from '@/components/crm/lead/error-text';
import type { ActionPlanItem, ActionPlanStep, StepKind, TemplatePreview } from '@/lib/automation/plans/plan-types';
import { ActionPlansStep, type DraftStep } from './action-plans-step';
import styles from './action-plans.module.css';

let nextKey = 0;
const draftOf = (step: ActionPlanStep): DraftStep => ({
  key: ++nextKey, kind: step.kind, afterDays: String(step.afterDays), afterMinutes: step.afterMinutes ? String(step.afterMinutes) : '',
  subject: step.template.subject ?? '', body: step.template.body, voiceMail: step.voiceMail === true,
});
const blankStep = (kind: StepKind, afterDays: number): DraftStep => ({ key: ++nextKey, kind, afterDays: String(afterDays), afterMinutes: '', subject: '', body: '', voiceMail: false });

/** A number field as typed: a number when it reads as one, else the text (the API names what is wrong with it). */
const numberOf = (text: string): number | string | null => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text);

function payloadOf(step: DraftStep) {
  return {
    kind: step.kind,
    afterDays: numberOf(step.afterDays),
    ...(step.afterMinutes.trim() ? { afterMinutes: numberOf(step.afterMinutes) } : {}),
    template: step.kind === 'email' ? { subject: step.subject, body: step.body } : { body: step.body },
    ...(step.kind === 'call' && step.voiceMail ? { voiceMail: true } : {}),
  };
}

function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {};
}

/**
 * One plan's editor: its name and steps (add, remove, move up and down, kind, delay, subject and
 * message with a field picker), a live preview of the step being edited as a lead would read
 * it, and Save — the API's 422s land under the fields they name (`steps.2.afterDays`).
 */
export function ActionPlansEditor({ plan, notice, onEdit, onSaved, onClose }: {
  plan: ActionPlanItem | null;
  notice: string | null;
  onEdit: () => void;
  onSaved: (plan: ActionPlanItem) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(plan?.name ?? '');
  const [steps, setSteps] = useState<DraftStep[]>(() => (plan ? plan.steps.map(draftOf) : [blankStep('email', 0)]));
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<{ data: TemplatePreview | null; error: string | null }>({ data: null, error: null });
  const nameId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const edited = () => { setMessage(null); onEdit(); };
  const changeStep = (index: number, change: Partial<DraftStep>) => { edited(); setSteps((all) => all.map((s, i) => (i === index ? { ...s, ...change } : s))); };
  const move = (index: number, by: -1 | 1) => {
    edited();
    setSteps((all) => {
      const target = index + by;
      if (target < 0 || target >= all.length) return all;
      const next = [...all];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
    setActive(index + by);
  };
  const remove = (index: number) => { edited(); setSteps((all) => all.filter((_, i) => i !== index)); setActive((a) => Math.max(0, Math.min(a, steps.length - 2))); };
  const add = () => {
    edited();
    const last = steps.at(-1);
    setSteps((all) => [...all, blankStep('text', last ? (Number(last.afterDays) || 0) + 1 : 0)]);
    setActive(steps.length);
  };

  // The preview follows the step being edited, a moment after typing stops.
  const current = steps[active];
  const previewKey = current ? JSON.stringify([current.kind, current.subject, current.body]) : '';
  useEffect(() => {
    if (!current || current.body.trim() === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiPost<{ data: TemplatePreview }>('/crm/action-plans/preview', { template: current.kind === 'email' ? { subject: current.subject, body: current.body } : { body: current.body } }, { signal: controller.signal })
        .then((r) => setPreview({ data: r.data, error: null }))
        .catch((e: unknown) => { if (!controller.signal.aborted) setPreview({ data: null, error: errorText(e) }); });
    }, 350);
    return () => { window.clearTimeout(timer); controller.abort(); };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the step's words are the key; the object itself changes every render
  }, [previewKey]);

  async function save() {
    setSaving(true);
    setErrors({});
    setMessage(null);
    try {
      const body = { name, steps: steps.map(payloadOf) };
      const saved = plan
        ? await apiRequest<{ data: ActionPlanItem }>('PATCH', `/crm/action-plans/${plan.id}`, body)
        : await apiPost<{ data: ActionPlanItem }>('/crm/action-plans', body);
      await onSaved(saved.data);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setMessage(errorText(e));
      const firstStep = Object.keys(fieldErrorsOf(e)).map((k) => /^steps\.(\d+)\./.exec(k)?.[1]).find((n) => n !== undefined);
      if (firstStep !== undefined) setActive(Number(firstStep));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.editor} aria-labelledby={`${nameId}-title`} onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <h2 id={`${nameId}-title`} ref={headingRef}>{plan ? `Edit “${plan.name}”` : 'New action plan'}</h2>
      <label className={styles.field} htmlFor={nameId}>Name
        <input id={nameId} value={name} onChange={(e) => { edited(); setName(e.target.value); }} maxLength={120} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `${nameId}-name-error` : undefined} />
      </label>
      {errors.name ? <p id={`${nameId}-name-error`} className={styles.error}>{errors.name}</p> : null}
      <div className={styles.layout}>
        <div className={styles.section}>
          <ol className={styles.steps} aria-label="Steps">
            {steps.map((step, index) => (
              <li key={step.key}>
                <ActionPlansStep
                  step={step}
                  index={index}
                  count={steps.length}
                  active={index === active}
                  errors={errors}
                  onFocus={() => setActive(index)}
                  onChange={(change) => changeStep(index, change)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => remove(index)}
                />
              </li>
            ))}
          </ol>
          {errors.steps ? <p className={styles.error}>{errors.steps}</p> : null}
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={add} disabled={steps.length >= 50}>Add step</button>
          </div>
        </div>
        <section className={styles.preview} aria-label="Preview" aria-live="polite" data-testid="plan-preview">
          <h3>Preview{current ? ` of step ${active + 1}` : ''}</h3>
          {!current || current.body.trim() === '' ? <p className={styles.muted}>Write the step’s message to see it as a lead would.</p> : preview.error ? <p className={styles.error}>{preview.error}</p> : preview.data ? (
            <>
              <p className={styles.muted}>Filled with {preview.data.filledWith}.</p>
              {preview.data.subject !== null ? <p className={styles.previewSubject}>{preview.data.subject}</p> : null}
              <p className={styles.previewBody}>{preview.data.body}</p>
            </>
          ) : <p className={styles.muted}>Loading the preview…</p>}
        </section>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>{saving ? 'Saving…' : plan ? 'Save changes' : 'Create plan'}</button>
        <button type="button" className="button button-secondary" onClick={onClose}>Close</button>
        {message ? <p className={styles.error} role="alert">{message}</p> : notice ? <p className={styles.ok} role="status">{notice}</p> : null}
      </div>
    </form>
  );
}
