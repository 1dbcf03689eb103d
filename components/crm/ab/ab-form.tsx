'use client';

import { useId, useState, type FormEvent } from 'react';
import { FREE_PICTURES_RANGE, PROMPT_TEXT_MAX, TRIGGER_RANGES, type PromptSettings, type PromptTrigger } from '@/lib/ab/prompt';
import type { AbTestView } from '@/lib/crm/ab-types';
import { problemsOf } from '@/components/crm/agents/team-api';
import { createTest, patchTest, type VariantDraft } from './ab-api';
import { PromptPreview } from './prompt-preview';
import styles from './ab.module.css';

const MAX_VARIANTS = 5;

/** Splits 100 % as evenly as whole percents allow (the first variants take the remainder). */
function evenWeights(n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(100 / n) + (i < 100 % n ? 1 : 0));
}

function draftsOf(test: AbTestView | null, control: PromptSettings): VariantDraft[] {
  if (test) return test.variants.map((v) => ({ name: v.name, weight: v.weight, headline: v.headline, body: v.body, buttonLabel: v.buttonLabel, trigger: v.trigger, triggerValue: v.triggerValue, freePictures: v.freePictures }));
  return [
    { ...control, name: 'Control', weight: 50 },
    { ...control, name: 'Variant B', weight: 50, headline: 'Get every photo and new listings first', buttonLabel: 'Show me' },
  ];
}

/** Create a test, or edit a draft: its name and 2–5 variants, each with a live preview of its prompt. */
export function AbForm({ test, control, onSaved, onCancel }: { test: AbTestView | null; control: PromptSettings; onSaved: (saved: AbTestView) => void; onCancel: () => void }) {
  const id = useId();
  const [name, setName] = useState(test?.name ?? '');
  const [variants, setVariants] = useState<VariantDraft[]>(() => draftsOf(test, control));
  const [problems, setProblems] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (i: number, patch: Partial<VariantDraft>) => setVariants((list) => list.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const setCount = (n: number) => {
    const weights = evenWeights(n);
    setVariants((list) => {
      const next = list.slice(0, n);
      while (next.length < n) next.push({ ...control, name: `Variant ${String.fromCharCode(65 + next.length)}`, weight: 0 });
      return next.map((v, i) => ({ ...v, weight: weights[i] ?? 0 }));
    });
  };
  const sum = variants.reduce((t, v) => t + v.weight, 0);
  const fieldError = (key: string) => problems?.fields[key];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblems(null);
    try {
      const body = { name, variants: variants.map((v) => ({ ...v, triggerValue: v.trigger === 'gated' ? 0 : v.triggerValue })) };
      onSaved(test ? await patchTest(test.id, body) : await createTest(body));
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  }

  const text = (i: number, field: 'headline' | 'body' | 'buttonLabel', label: string, placeholder: string) => {
    const key = `variants.${i}.${field}`;
    return (
      <label className={styles.field}>
        <span>{label}</span>
        <input
          value={variants[i]?.[field] ?? ''}
          maxLength={PROMPT_TEXT_MAX}
          placeholder={placeholder}
          onChange={(e) => change(i, { [field]: e.target.value || null })}
          aria-invalid={fieldError(key) ? true : undefined}
          aria-describedby={fieldError(key) ? `${id}-${key}` : undefined}
          data-testid={`ab-${field}-${i}`}
        />
        {fieldError(key) ? <span id={`${id}-${key}`} className={styles.fieldError}>{fieldError(key)}</span> : null}
      </label>
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="ab-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{test ? `Edit “${test.name}”` : 'New A/B test'}</h2>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={PROMPT_TEXT_MAX} required aria-invalid={fieldError('name') ? true : undefined} data-testid="ab-name" />
          {fieldError('name') ? <span className={styles.fieldError}>{fieldError('name')}</span> : null}
        </label>
        <label className={styles.field}>
          <span>Variants</span>
          <select value={variants.length} onChange={(e) => setCount(Number(e.target.value))} data-testid="ab-count">
            {[2, 3, 4, 5].slice(0, MAX_VARIANTS - 1).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </label>
        <p className={styles.muted} aria-live="polite">
          Split: {sum}%{sum !== 100 ? ' — the weights must sum to 100%' : ''}
        </p>
      </div>
      {variants.map((v, i) => (
        <fieldset key={i} className={styles.variant}>
          <legend>{i === 0 ? `${v.name || 'Control'} (control)` : v.name || `Variant ${i + 1}`}</legend>
          <div className={styles.variantGrid}>
            <div className={styles.variantFields}>
              <div className={styles.row}>
                <label className={styles.field}>
                  <span>Variant name</span>
                  <input value={v.name} maxLength={PROMPT_TEXT_MAX} onChange={(e) => change(i, { name: e.target.value })} aria-invalid={fieldError(`variants.${i}.name`) ? true : undefined} data-testid={`ab-variant-name-${i}`} />
                  {fieldError(`variants.${i}.name`) ? <span className={styles.fieldError}>{fieldError(`variants.${i}.name`)}</span> : null}
                </label>
                <label className={styles.fieldSmall}>
                  <span>Weight %</span>
                  <input type="number" min={0} max={100} value={v.weight} onChange={(e) => change(i, { weight: Number(e.target.value) })} data-testid={`ab-weight-${i}`} />
                </label>
              </div>
              {text(i, 'headline', 'Headline', 'Sign up or log in')}
              {text(i, 'body', 'Text', 'The sign-up form’s own words')}
              {text(i, 'buttonLabel', 'Button', 'Continue')}
              <div className={styles.row}>
                <label className={styles.field}>
                  <span>Opens</span>
                  <select
                    value={v.trigger}
                    onChange={(e) => {
                      const trigger = e.target.value as PromptTrigger;
                      change(i, { trigger, triggerValue: TRIGGER_RANGES[trigger][0] === 0 ? 0 : Math.max(TRIGGER_RANGES[trigger][0], Math.min(v.triggerValue, TRIGGER_RANGES[trigger][1])) });
                    }}
                    data-testid={`ab-trigger-${i}`}
                  >
                    <option value="gated">Only on gated actions</option>
                    <option value="views">After N listing views</option>
                    <option value="seconds">After N seconds</option>
                  </select>
                </label>
                {v.trigger !== 'gated' ? (
                  <label className={styles.fieldSmall}>
                    <span>N</span>
                    <input type="number" min={TRIGGER_RANGES[v.trigger][0]} max={TRIGGER_RANGES[v.trigger][1]} value={v.triggerValue} onChange={(e) => change(i, { triggerValue: Number(e.target.value) })} aria-invalid={fieldError(`variants.${i}.triggerValue`) ? true : undefined} />
                  </label>
                ) : null}
                <label className={styles.fieldSmall}>
                  <span>Free pictures</span>
                  <input type="number" min={FREE_PICTURES_RANGE[0]} max={FREE_PICTURES_RANGE[1]} value={v.freePictures} onChange={(e) => change(i, { freePictures: Number(e.target.value) })} aria-invalid={fieldError(`variants.${i}.freePictures`) ? true : undefined} />
                </label>
              </div>
              {[`variants.${i}.triggerValue`, `variants.${i}.freePictures`, `variants.${i}.weight`].map((key) => (fieldError(key) ? <p key={key} className={styles.fieldError}>{fieldError(key)}</p> : null))}
            </div>
            <PromptPreview prompt={v} label={v.name || `variant ${i + 1}`} />
          </div>
        </fieldset>
      ))}
      {problems ? (
        <p role="alert" className={styles.fieldError}>
          {problems.fields.variants ?? problems.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy} data-testid="ab-save">
          {test ? 'Save draft' : 'Create draft'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
