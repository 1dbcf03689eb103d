'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { SourceJson } from '@/lib/feeds/source-json';
import { PROPERTY_STATUSES } from '@/lib/property/vocabulary';
import { formValuesOf, parseTypeMap, requestBody, type SourceFormValues } from './source-form-values';
import styles from './sources.module.css';

interface Props {
  /** The feed to edit, or null to add one. */
  source: SourceJson | null;
  onClose: () => void;
  onSaved: (source: SourceJson) => void;
}

/** The server's field errors of a 422 (`errors`: field → message). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = (error.fullError as { body?: { errors?: unknown } } | null)?.body;
  const errors = body?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
}

/**
 * Add or edit a feed (DESIGN §10), in the shared dialog. The auth type switches the fields;
 * secrets are write-only: editing, a blank token or client secret keeps the stored one. The
 * server's field errors are shown by their fields.
 */
export function SourceDialog({ source, onClose, onSaved }: Props) {
  const editing = source !== null;
  const [values, setValues] = useState<SourceFormValues>(() => formValuesOf(source));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const storedAuth = source?.auth?.type ?? 'none';
  // A secret may be left blank only while the auth type is the stored one.
  const keepsSecret = editing && values.authType === storedAuth;

  const set = <K extends keyof SourceFormValues>(key: K, value: SourceFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typeMap = parseTypeMap(values.propertyTypeMap);
    if ('error' in typeMap) {
      setErrors({ propertyTypeMap: typeMap.error });
      setMessage('Please correct the highlighted fields.');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const body = requestBody(values, typeMap.map, editing);
      const answer = editing
        ? await apiRequest<{ data: SourceJson }>('PATCH', `/admin/sources/${source.id}`, body)
        : await apiPost<{ data: SourceJson }>('/admin/sources', body);
      onSaved(answer.data);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setMessage(error instanceof ApiError ? error.error : 'The feed could not be saved.');
    } finally {
      setBusy(false);
    }
  }

  // A wrong auth object as a whole is reported on its type.
  const field = (name: string) => ({ error: errors[name] ?? (name === 'auth.type' ? errors.auth : undefined) });

  return (
    <Dialog open onClose={onClose} title={editing ? `Edit ${source.name}` : 'Add a listing feed'} closeLabel="Close" className={styles.dialog} data-testid="source-dialog">
      <form onSubmit={submit} noValidate className={styles.form}>
        <Field label="Name" {...field('name')}>
          {(props) => <input {...props} value={values.name} onChange={(e) => set('name', e.target.value)} required maxLength={120} />}
        </Field>
        <Field label="Kind" {...field('kind')}>
          {(props) => (
            <select {...props} value={values.kind} onChange={(e) => set('kind', e.target.value as SourceFormValues['kind'])}>
              <option value="reso-web-api">RESO Web API</option>
              <option value="reso-file">RESO JSON file</option>
            </select>
          )}
        </Field>
        <Field label={values.kind === 'reso-file' ? 'File URL' : 'Service URL'} hint="https://… (the feed's address, not a path on this server)" {...field('url')}>
          {(props) => <input {...props} type="url" inputMode="url" value={values.url} onChange={(e) => set('url', e.target.value)} required />}
        </Field>
        {values.kind === 'reso-web-api' ? (
          <div className={styles.pair}>
            <Field label="Resource" {...field('resource')}>
              {(props) => <input {...props} value={values.resource} onChange={(e) => set('resource', e.target.value)} />}
            </Field>
            <Field label="Extra $filter" hint="Optional, e.g. CountyOrParish eq 'Suffolk'" {...field('filter')}>
              {(props) => <input {...props} value={values.filter} onChange={(e) => set('filter', e.target.value)} />}
            </Field>
          </div>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend>Authentication</legend>
          <Field label="Authentication type" {...field('auth.type')}>
            {(props) => (
              <select {...props} value={values.authType} onChange={(e) => set('authType', e.target.value as SourceFormValues['authType'])} data-testid="auth-type">
                <option value="none">None</option>
                <option value="bearer">Bearer token</option>
                <option value="client_credentials">OAuth2 client credentials</option>
              </select>
            )}
          </Field>
          {values.authType === 'bearer' ? (
            <Field label="Token" hint={keepsSecret ? 'Leave blank to keep the stored token' : undefined} {...field('auth.token')}>
              {(props) => <input {...props} type="password" autoComplete="off" value={values.token} onChange={(e) => set('token', e.target.value)} />}
            </Field>
          ) : null}
          {values.authType === 'client_credentials' ? (
            <>
              <Field label="Token URL" {...field('auth.tokenUrl')}>
                {(props) => <input {...props} type="url" value={values.tokenUrl} onChange={(e) => set('tokenUrl', e.target.value)} />}
              </Field>
              <div className={styles.pair}>
                <Field label="Client ID" {...field('auth.clientId')}>
                  {(props) => <input {...props} autoComplete="off" value={values.clientId} onChange={(e) => set('clientId', e.target.value)} />}
                </Field>
                <Field label="Scope" hint="Optional" {...field('auth.scope')}>
                  {(props) => <input {...props} value={values.scope} onChange={(e) => set('scope', e.target.value)} />}
                </Field>
              </div>
              <Field label="Client secret" hint={keepsSecret ? 'Leave blank to keep the stored secret' : undefined} {...field('auth.clientSecret')}>
                {(props) => <input {...props} type="password" autoComplete="off" value={values.clientSecret} onChange={(e) => set('clientSecret', e.target.value)} />}
              </Field>
            </>
          ) : null}
        </fieldset>

        <Field label="Legal disclaimer" hint="Shown on every listing page of this feed" {...field('legalDisclaimer')}>
          {(props) => <textarea {...props} rows={3} value={values.legalDisclaimer} onChange={(e) => set('legalDisclaimer', e.target.value)} />}
        </Field>
        <fieldset className={styles.fieldset} aria-describedby={errors.restrictedStatuses ? 'restricted-error' : undefined}>
          <legend>Statuses shown to agents only</legend>
          <div className={styles.checks}>
            {Object.entries(PROPERTY_STATUSES).map(([code, title]) => (
              <label key={code}>
                <input
                  type="checkbox"
                  checked={values.restrictedStatuses.includes(code)}
                  onChange={(e) => set('restrictedStatuses', e.target.checked ? [...values.restrictedStatuses, code] : values.restrictedStatuses.filter((c) => c !== code))}
                />{' '}
                {title}
              </label>
            ))}
          </div>
          {errors.restrictedStatuses ? <p id="restricted-error" className={styles.error}>{errors.restrictedStatuses}</p> : null}
        </fieldset>
        <Field label="Property type map" hint="One a line: PropertyType or PropertyType/PropertySubType = type code (r, c, t, mf, ll …)" {...field('propertyTypeMap')}>
          {(props) => <textarea {...props} rows={3} value={values.propertyTypeMap} onChange={(e) => set('propertyTypeMap', e.target.value)} spellCheck={false} />}
        </Field>
        <label className={styles.inline}>
          <input type="checkbox" checked={values.syncEnabled} onChange={(e) => set('syncEnabled', e.target.checked)} /> Replicate on the schedule
        </label>

        <p role="status" aria-live="polite" className={message ? styles.error : styles.status}>
          {message}
        </p>
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : editing ? 'Save changes' : 'Add feed'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string | undefined }) => ReactNode;
}

/** A labelled control with its hint and its error, tied to it for screen readers. */
function Field({ label, hint, error, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, className: styles.control, ...(error ? { 'aria-invalid': true } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
