'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { apiPut } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { DETAIL_LIMITS } from '@/lib/estimate/home-details';
import type { EstimateJson, HomeJson } from '@/lib/estimate/estimate-json-types';
import { CONDITION_PERCENT, MAX_UPGRADES_PERCENT, UPGRADE_PERCENT } from '@/lib/estimate/owner-adjustment';
import { CONDITIONS, UPGRADES, type Condition, type Upgrade } from '@/lib/estimate/types';
import { detailsBody, detailsValues, type DetailsField, type DetailsValues } from '@/lib/seller/details-form';
import { fieldErrors } from '@/lib/seller/post-address';
import { useEstimateStore } from '@/stores/estimate';
import styles from './tuning-form.module.css';

interface Props {
  addressId: number;
  home: HomeJson | null;
  /** The new estimate, as PUT …/details answered it. */
  onSaved: (estimate: EstimateJson) => void;
  submitLabel?: string;
  autoFocus?: boolean;
}

const percent = (n: number) => (n === 0 ? '0%' : `${n > 0 ? '+' : '\u2212'}${Math.abs(n)}%`);
const FIELDS: DetailsField[] = ['beds', 'baths', 'livingArea', 'yearBuilt', 'lotAcres', 'condition', 'upgrades'];

/**
 * The tuning form (SPEC "tuning modal", /estimate/{id}/tuning): the owner describes the home;
 * the condition and upgrades move the value by the percentages shown beside them
 * (lib/estimate/owner-adjustment). Checked with the server's schema first, then sent.
 */
export function TuningForm({ addressId, home, onSaved, submitLabel, autoFocus }: Props) {
  const t = useTranslations('Estimate.tuning');
  const id = useId();
  const [values, setValues] = useState<DetailsValues>(() => detailsValues(home));
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const loading = useEstimateStore((s) => s.loading);

  const set = (field: keyof DetailsValues, value: DetailsValues[keyof DetailsValues]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as DetailsField];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    const checked = detailsBody(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    const { setLoading } = useEstimateStore.getState();
    setLoading(true);
    try {
      const { data } = await apiPut<{ data: EstimateJson }>(`/leads/me/addresses/${addressId}/details`, checked.body);
      onSaved(data);
    } catch (e) {
      const byField = e instanceof ApiError ? fieldErrors(e) : {};
      const known = Object.fromEntries(Object.entries(byField).filter(([key]) => FIELDS.includes(key as DetailsField)));
      if (Object.keys(known).length > 0) setErrors(known);
      else setFailure(e instanceof ApiError ? e.message : t('failed'));
    } finally {
      setLoading(false);
    }
  }

  const errorId = (field: DetailsField) => `${id}-${field}-error`;
  const numberInput = (field: 'beds' | 'baths' | 'livingArea' | 'yearBuilt' | 'lotAcres', props: InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{t(`fields.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type="text"
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? errorId(field) : undefined}
        data-testid={`tuning-${field}`}
        {...props}
      />
      {errors[field] ? (
        <p id={errorId(field)} className={styles.error} data-testid={`tuning-${field}-error`}>
          {errors[field]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="tuning-form">
      <div className={styles.grid}>
        {numberInput('beds', { inputMode: 'numeric', required: true, autoFocus })}
        {numberInput('baths', { inputMode: 'decimal', required: true })}
        {numberInput('livingArea', { inputMode: 'numeric', required: true, placeholder: `${DETAIL_LIMITS.livingArea.min}–${DETAIL_LIMITS.livingArea.max}` })}
        {numberInput('yearBuilt', { inputMode: 'numeric' })}
        {numberInput('lotAcres', { inputMode: 'decimal' })}
        <label className={styles.check}>
          <input type="checkbox" checked={values.waterfront} onChange={(e) => set('waterfront', e.target.checked)} data-testid="tuning-waterfront" />
          {t('fields.waterfront')}
        </label>
      </div>
      <fieldset className={styles.fieldset} aria-describedby={errors.condition ? errorId('condition') : undefined}>
        <legend>{t('conditionLegend')}</legend>
        <div className={styles.options}>
          {CONDITIONS.map((c: Condition) => (
            <label key={c} className={styles.option}>
              <input type="radio" name="condition" value={c} checked={values.condition === c} onChange={() => set('condition', c)} data-testid={`tuning-condition-${c}`} />
              <span>{t(`condition.${c}`)}</span>
              <span className={styles.percent}>{percent(CONDITION_PERCENT[c])}</span>
            </label>
          ))}
        </div>
        {errors.condition ? <p id={errorId('condition')} className={styles.error}>{errors.condition}</p> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('upgradesLegend')}</legend>
        <p className={styles.hint}>{t('upgradesHint', { max: MAX_UPGRADES_PERCENT })}</p>
        <div className={styles.options}>
          {UPGRADES.map((u: Upgrade) => (
            <label key={u} className={styles.option}>
              <input
                type="checkbox"
                name="upgrades"
                value={u}
                checked={values.upgrades.includes(u)}
                onChange={(e) => set('upgrades', e.target.checked ? [...values.upgrades, u] : values.upgrades.filter((x) => x !== u))}
                data-testid={`tuning-upgrade-${u}`}
              />
              <span>{t(`upgrade.${u}`)}</span>
              <span className={styles.percent}>{percent(UPGRADE_PERCENT[u])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className={styles.error} data-testid="tuning-failure">
          {failure}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className={styles.error} data-testid="tuning-errors">
          {t('fixErrors')}
        </p>
      ) : null}
      <button type="submit" className="button button-cta" disabled={loading} data-testid="tuning-submit">
        {loading ? t('saving') : (submitLabel ?? t('submit'))}
      </button>
    </form>
  );
}
