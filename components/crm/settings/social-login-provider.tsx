'use client';

import { useId, useState } from 'react';
import { apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { SocialProviderView } from '@/lib/crm/social-login-view';
import styles from './social-login.module.css';

type Fields = { enabled: boolean; clientId: string; clientSecret: string; authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string; issuer: string; scopes: string };

/** Stored values that are the provider's defaults show as empty inputs with the default as placeholder. */
function fieldsOf(view: SocialProviderView): Fields {
  const own = (value: string | null, fallback: string | null) => (value === null || value === fallback ? '' : value);
  return {
    enabled: view.enabled,
    clientId: view.clientId ?? '',
    clientSecret: '',
    authorizationEndpoint: own(view.authorizationEndpoint, view.defaults.authorizationEndpoint),
    tokenEndpoint: own(view.tokenEndpoint, view.defaults.tokenEndpoint),
    userinfoEndpoint: own(view.userinfoEndpoint, view.defaults.userinfoEndpoint),
    issuer: own(view.issuer, view.defaults.issuer),
    scopes: own(view.scopes, view.defaults.scopes),
  };
}

function problemsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'Could not save: try again.', fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}

/** One provider's form: switch, client id, write-only secret, callback URL to copy, endpoints. */
export function SocialProviderForm({ view, onSaved }: { view: SocialProviderView; onSaved: (all: SocialProviderView[]) => void }) {
  const id = useId();
  const [fields, setFields] = useState(() => fieldsOf(view));
  const [replacing, setReplacing] = useState(!view.secretSet);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setStatus('');
  };
  const idLabel = view.provider === 'facebook' ? 'App ID' : 'Client ID';
  const secretLabel = view.provider === 'facebook' ? 'App secret' : 'Client secret';

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    try {
      const body = {
        provider: view.provider,
        enabled: fields.enabled,
        clientId: fields.clientId || null,
        ...(replacing && fields.clientSecret ? { clientSecret: fields.clientSecret } : {}),
        authorizationEndpoint: fields.authorizationEndpoint || null,
        tokenEndpoint: fields.tokenEndpoint || null,
        userinfoEndpoint: fields.userinfoEndpoint || null,
        issuer: view.provider === 'google' ? fields.issuer || null : null,
        scopes: fields.scopes || null,
      };
      const answer = await apiRequest<{ data: { providers: SocialProviderView[] } }>('PUT', '/crm/settings/social-login', body);
      const fresh = answer.data.providers.find((p) => p.provider === view.provider);
      if (fresh) {
        setFields(fieldsOf(fresh));
        setReplacing(!fresh.secretSet);
      }
      setErrors({});
      setStatus('Saved.');
      onSaved(answer.data.providers);
    } catch (error) {
      const problems = problemsOf(error);
      setErrors(problems.fields);
      setStatus(problems.message);
    } finally {
      setSaving(false);
    }
  }

  /** A cheap check of what is saved (discovery for Google, an app token for Facebook). */
  async function testConnection() {
    setTesting(true);
    setStatus('');
    try {
      const answer = await apiRequest<{ data: { ok: boolean; message: string } }>('POST', '/crm/settings/social-login/test', { provider: view.provider });
      setErrors({});
      setStatus(`${answer.data.ok ? 'Connection works.' : 'Connection failed.'} ${answer.data.message}`);
    } catch (error) {
      setStatus(problemsOf(error).message);
    } finally {
      setTesting(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(view.callbackUrl);
      setStatus('Callback URL copied.');
    } catch {
      setStatus('Select the callback URL and copy it.');
    }
  }

  const input = (key: Exclude<keyof Fields, 'enabled'>, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className={styles.field}>
      {label}
      <input
        name={`${view.provider}-${key}`}
        value={fields[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        spellCheck={false}
        autoComplete="off"
        {...props}
      />
      {errors[key] ? <span id={`${id}-${key}-error`} className={styles.fieldError}>{errors[key]}</span> : null}
    </label>
  );

  return (
    <form className={styles.provider} onSubmit={save} aria-labelledby={`${id}-title`} data-testid={`social-${view.provider}`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`}>{view.name}</h2>
        <span className={view.ready ? styles.on : styles.off}>{view.ready ? 'On the site' : view.enabled ? 'Incomplete' : 'Off'}</span>
      </div>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" name={`${view.provider}-enabled`} checked={fields.enabled} onChange={(e) => set('enabled', e.target.checked)} />
        Show “Continue with {view.name}” in the sign-up form
      </label>
      {view.provider === 'facebook' ? <p className={styles.help}>Visitors arriving with <code>?_forceFacebook=1</code> see it even when it is off.</p> : null}
      <div className={styles.grid}>
        {input('clientId', idLabel)}
        {replacing ? (
          input('clientSecret', secretLabel, { type: 'password', placeholder: view.secretSet ? 'New secret' : '' })
        ) : (
          <div className={styles.field}>
            <span>{secretLabel}</span>
            <span className={styles.secretSet}>
              <span>Set</span>
              <button type="button" className="button button-secondary" onClick={() => setReplacing(true)}>
                Replace
              </button>
            </span>
            {errors.clientSecret ? <span className={styles.fieldError}>{errors.clientSecret}</span> : null}
          </div>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-callback`}>Callback URL to register with {view.name}</label>
        <span className={styles.copyRow}>
          <input id={`${id}-callback`} value={view.callbackUrl} readOnly onFocus={(e) => e.target.select()} />
          <button type="button" className="button button-secondary" onClick={copy}>
            Copy
          </button>
        </span>
      </div>
      <details className={styles.advanced} open={Object.keys(errors).some((k) => k.endsWith('Endpoint') || k === 'issuer' || k === 'scopes')}>
        <summary>Endpoints and scopes</summary>
        <div className={styles.grid}>
          {input('authorizationEndpoint', 'Authorization endpoint', { placeholder: view.defaults.authorizationEndpoint, type: 'url' })}
          {input('tokenEndpoint', 'Token endpoint', { placeholder: view.defaults.tokenEndpoint, type: 'url' })}
          {input('userinfoEndpoint', 'Userinfo endpoint', { placeholder: view.defaults.userinfoEndpoint, type: 'url' })}
          {view.provider === 'google' ? input('issuer', 'Issuer (ID token)', { placeholder: view.defaults.issuer ?? '', type: 'url' }) : null}
          {input('scopes', 'Scopes', { placeholder: view.defaults.scopes })}
        </div>
      </details>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : `Save ${view.name}`}
        </button>
        <button type="button" className="button button-secondary" onClick={testConnection} disabled={testing || !view.secretSet || !view.clientId}>
          {testing ? 'Testing…' : 'Test connection'}
        </button>
        <p role="status" aria-live="polite" className={Object.keys(errors).length ? styles.failure : styles.status}>
          {status}
        </p>
      </div>
    </form>
  );
}
