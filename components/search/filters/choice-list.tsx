'use client';

import { useId, type ReactNode } from 'react';
import type { Choice } from '@/lib/filters/options';
import styles from './choice-list.module.css';

type Value = string | number | null;

interface ChoiceButtonsProps<V extends Value> {
  label: ReactNode;
  choices: readonly Choice<V>[];
  /** The pressed choice; undefined when the filters hold something the buttons cannot show. */
  selected: V | undefined;
  onSelect: (value: V) => void;
}

/** A row of single-choice toggle buttons (beds, baths: Any, 2+ … 6+). */
export function ChoiceButtons<V extends Value>({ label, choices, selected, onSelect }: ChoiceButtonsProps<V>) {
  const labelId = useId();
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <div className={styles.buttons}>
        {choices.map((choice) => (
          <button
            key={String(choice.value)}
            type="button"
            className={styles.button}
            aria-pressed={choice.value === selected}
            onClick={() => onSelect(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

interface CheckboxListProps<V extends string | number> {
  legend: ReactNode;
  choices: readonly Choice<V>[];
  selected: readonly V[];
  onToggle: (value: V, checked: boolean) => void;
}

/** A multi-select list of checkboxes in a fieldset (type, status, deal ratings). */
export function CheckboxList<V extends string | number>({ legend, choices, selected, onToggle }: CheckboxListProps<V>) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={styles.option}>
            <input
              type="checkbox"
              className={styles.control}
              checked={selected.includes(choice.value)}
              onChange={(event) => onToggle(choice.value, event.target.checked)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface RadioListProps<V extends Value> {
  legend: ReactNode;
  choices: readonly Choice<V>[];
  selected: V;
  onSelect: (value: V) => void;
}

/** A single-choice list of radio buttons in a fieldset (days sold). */
export function RadioList<V extends Value>({ legend, choices, selected, onSelect }: RadioListProps<V>) {
  // Several lists may be on the page at once (filter bar and mobile panel): names must differ.
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={styles.option}>
            <input
              type="radio"
              className={styles.control}
              name={name}
              value={String(choice.value)}
              checked={choice.value === selected}
              onChange={() => onSelect(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
