'use client';

import { useState, type FormEvent } from 'react';
import styles from '@/components/auth/agent-login-form.module.css';
import { apiPost } from '@/lib/api/client';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { problemsOf } from './team-api';

const DASHBOARD = '/dashboard';

/** The invitee's new password, typed twice; on success they are signed in and go to the dashboard. */
export function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < MIN_PASSWORD_LENGTH) return setError(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (password !== form.get('repeat')) return setError('The two passwords are not the same.');
    setBusy(true);
    setError(null);
    try {
      await apiPost('/agents/set-password', { token, password });
      // A full navigation, so every server component (the CRM layout) sees the new session cookie.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (new cookie), as the sign-in form does
      window.location.assign(DASHBOARD);
    } catch (e) {
      const { message, fields } = problemsOf(e);
      setError(fields.password ?? fields.token ?? message);
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <label>
        New password
        <input name="password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} maxLength={MAX_PASSWORD_LENGTH} required aria-describedby="password-rule" />
      </label>
      <span id="password-rule">At least {MIN_PASSWORD_LENGTH} characters.</span>
      <label>
        The same password again
        <input name="repeat" type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} required />
      </label>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <button className="button" type="submit" disabled={busy}>{busy ? 'Saving…' : 'Set password and sign in'}</button>
    </form>
  );
}
