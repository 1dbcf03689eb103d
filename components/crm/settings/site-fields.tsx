'use client';

import { useId, type ReactNode } from 'react';
import styles from './site.module.css';

/** The editor's errors by API field path (`settings.colours.primary`), and whether the viewer may change anything. */
export interface FieldContext {
  errors: Record<string, string>;
  readOnly: boolean;
}

/** A labelled control with its error under it (tied by aria-describedby, so a screen reader says why). */
export function Field({ label, error, hint, wide, children }: { label: string; error?: string; hint?: string; wide?: boolean; children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? <span id={`${id}-hint`} className={styles.hint}>{hint}</span> : null}
      {error ? <span id={`${id}-error`} className={styles.fieldError}>{error}</span> : null}
    </div>
  );
}

export function TextField({ label, value, onChange, error, hint, wide, type = 'text', readOnly, placeholder, testId }: {
  label: string; value: string; onChange: (value: string) => void; error?: string; hint?: string; wide?: boolean; type?: string; readOnly: boolean; placeholder?: string; testId?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} wide={wide}>
      {(props) => <input {...props} type={type} value={value} readOnly={readOnly} placeholder={placeholder} data-testid={testId} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

export function CheckField({ label, checked, onChange, readOnly, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; readOnly: boolean; error?: string }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} disabled={readOnly} onChange={(e) => onChange(e.target.checked)} />
      {label}
      {error ? <span className={styles.fieldError}> {error}</span> : null}
    </label>
  );
}

/** A group of fields with a heading (one fieldset per part of a section). */
export function Group({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      {note ? <p className={styles.hint}>{note}</p> : null}
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** Null for an empty text box: the API stores absent values as null. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
