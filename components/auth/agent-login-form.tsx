'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiPost } from '@/lib/api/client';
import { safeNextPath } from '@/lib/http/safe-next';
import styles from './agent-login-form.module.css';

export function AgentLoginForm({ next }: { next: string }) {
  const t = useTranslations('Login');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await apiPost('/agents/login', { email: form.get('email'), password: form.get('password') });
      // A full navigation so every server component sees the new session cookie; the page
      // checked `next` already, checked again here because this line is where the browser goes.
      window.location.assign(safeNextPath(next));
    } catch (e) {
      setError((e as { error?: string }).error ?? t('failed'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {t('password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      <button className="button" type="submit" disabled={busy}>{t('submit')}</button>
    </form>
  );
}
