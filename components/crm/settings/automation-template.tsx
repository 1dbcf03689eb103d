'use client';

import { useId, useRef, useState } from 'react';
import { renderTemplate, TEMPLATE_FIELDS, templateError } from '@/lib/automation/templates';
import { SAMPLE_VALUES } from './automation-sample';
import styles from './automation.module.css';

export interface TemplateValue {
  subject?: string;
  body: string;
}

interface Props {
  /** The settings path ("welcomeEmail"): field names and the API's error keys. */
  name: string;
  /** What the template is, for the preview's label ("Welcome e-mail"). */
  title: string;
  value: TemplateValue;
  onChange: (next: TemplateValue) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  bodyRows?: number;
}

/**
 * A template's subject (mails) and body, a field picker that inserts `{{lead.firstName}}`-style
 * fields where the cursor was, and a live preview with sample values. Unknown fields are named
 * as they are typed, the same words the API answers with on Save.
 */
export function TemplateEditor({ name, title, value, onChange, errors, readOnly, bodyRows = 6 }: Props) {
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [field, setField] = useState<string>(TEMPLATE_FIELDS[0]);
  const hasSubject = value.subject !== undefined;

  const insert = () => {
    const into = target === 'subject' && hasSubject ? 'subject' : 'body';
    const element = into === 'subject' ? subjectRef.current : bodyRef.current;
    const current = (into === 'subject' ? value.subject : value.body) ?? '';
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{{${field}}}`;
    onChange({ ...value, [into]: current.slice(0, start) + token + current.slice(end) });
    // Back to where the field went in, ready to type on.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const problem = (key: 'subject' | 'body') => errors[`${name}.${key}`] ?? templateError((key === 'subject' ? value.subject : value.body) ?? '') ?? undefined;
  const subjectProblem = hasSubject ? problem('subject') : undefined;
  const bodyProblem = problem('body');

  return (
    <div className={styles.template}>
      <div className={styles.templateFields}>
        {hasSubject && (
          <label>
            Subject
            <input
              ref={subjectRef}
              name={`${name}.subject`}
              value={value.subject}
              readOnly={readOnly}
              maxLength={200}
              onFocus={() => setTarget('subject')}
              onChange={(e) => onChange({ ...value, subject: e.target.value })}
              aria-invalid={subjectProblem ? true : undefined}
              aria-describedby={subjectProblem ? `${id}-subject-error` : undefined}
            />
            {subjectProblem && <span id={`${id}-subject-error`} className={styles.fieldError}>{subjectProblem}</span>}
          </label>
        )}
        <label>
          {hasSubject ? 'Body' : 'Text'}
          <textarea
            ref={bodyRef}
            name={`${name}.body`}
            value={value.body}
            rows={bodyRows}
            readOnly={readOnly}
            onFocus={() => setTarget('body')}
            onChange={(e) => onChange({ ...value, body: e.target.value })}
            aria-invalid={bodyProblem ? true : undefined}
            aria-describedby={bodyProblem ? `${id}-body-error` : undefined}
          />
          {bodyProblem && <span id={`${id}-body-error`} className={styles.fieldError}>{bodyProblem}</span>}
        </label>
        {!readOnly && (
          <div className={styles.picker}>
            <label>
              Field
              <select value={field} onChange={(e) => setField(e.target.value)} name={`${name}.field`}>
                {TEMPLATE_FIELDS.map((f) => (
                  <option key={f} value={f}>{`{{${f}}}`}</option>
                ))}
              </select>
            </label>
            <button type="button" className="button button-secondary" onClick={insert}>
              Insert into {target === 'subject' && hasSubject ? 'subject' : hasSubject ? 'body' : 'text'}
            </button>
          </div>
        )}
      </div>
      <section className={styles.preview} aria-label={`Preview: ${title}`} data-testid={`${name}-preview`}>
        <p className={styles.previewLabel} aria-hidden="true">Preview</p>
        {hasSubject && <p className={styles.previewSubject}>{renderTemplate(value.subject ?? '', SAMPLE_VALUES)}</p>}
        <p className={styles.previewBody}>{renderTemplate(value.body, SAMPLE_VALUES)}</p>
      </section>
    </div>
  );
}
