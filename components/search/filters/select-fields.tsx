'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { formatCount, withCurrentValue, type Choice } from '@/lib/filters/options';
import styles from './select-fields.module.css';

type Value = string | number | null;

interface SelectProps<V extends Value> {
  id: string;
  choices: readonly Choice<V>[];
  value: V;
  onSelect: (value: V) => void;
}

/** A native select over typed choices: the empty option is null (SPEC §4: empty is stored as null). */
function ChoiceSelect<V extends Value>({ id, choices, value, onSelect }: SelectProps<V>) {
  const key = (v: Value) => (v === null ? '' : String(v));
  return (
    <select
      id={id}
      className={styles.select}
      value={key(value)}
      onChange={(event) => {
        const choice = choices.find((c) => key(c.value) === event.target.value);
        if (choice) onSelect(choice.value);
      }}
    >
      {choices.map((choice) => (
        <option key={key(choice.value)} value={key(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

interface SelectFieldProps<V extends Value> {
  label: string;
  choices: readonly Choice<V>[];
  value: V;
  onSelect: (value: V) => void;
  /** The chosen value beside the label (mobile); null shows nothing. */
  summary?: string | null;
}

/** One labelled select (Basement Type, Days on Site, Max HOA …). */
export function SelectField<V extends Value>({ label, choices, value, onSelect, summary = null }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {summary !== null && <span className={styles.summary}>{summary}</span>}
      </div>
      <ChoiceSelect id={id} choices={choices} value={value} onSelect={onSelect} />
    </div>
  );
}

interface RangeFieldProps {
  label: string;
  values: readonly number[];
  min: number | null;
  max: number | null;
  onMin: (value: number | null) => void;
  onMax: (value: number | null) => void;
  format?: (n: number) => string;
  summary?: string | null;
}

/** A min and a max select (Square Footage, Year Built …); a reversed pair is swapped by the caller. */
export function RangeField({ label, values, min, max, onMin, onMax, format = formatCount, summary = null }: RangeFieldProps) {
  const t = useTranslations('Filters');
  const id = useId();
  const choices = (current: number | null, none: string): Choice<number | null>[] => [
    { value: null, label: none },
    ...withCurrentValue(values, current).map((value) => ({ value, label: format(value) })),
  ];
  return (
    <fieldset className={styles.field}>
      <legend className={styles.head}>
        <span className={styles.label}>{label}</span>
        {summary !== null && <span className={styles.summary}>{summary}</span>}
      </legend>
      <div className={styles.pair}>
        <div className={styles.bound}>
          <label htmlFor={`${id}-min`} className={styles.boundLabel}>
            {t('min')}
          </label>
          <ChoiceSelect id={`${id}-min`} choices={choices(min, t('noMin'))} value={min} onSelect={onMin} />
        </div>
        <div className={styles.bound}>
          <label htmlFor={`${id}-max`} className={styles.boundLabel}>
            {t('max')}
          </label>
          <ChoiceSelect id={`${id}-max`} choices={choices(max, t('noMax'))} value={max} onSelect={onMax} />
        </div>
      </div>
    </fieldset>
  );
}
