'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import styles from './crm-shell.module.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string; field?: 'currentPassword' | 'newPassword' };

/** The first field error of a refused call, by the names the API uses. */
function fieldError(error: unknown): { message: string; field?: 'currentPassword' | 'newPassword' } {
  if (!(error instanceof ApiError)) return { message: String(error) };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  for (const field of ['currentPassword', 'newPassword'] as const) {
    const message = body?.errors?.[field];
    if (message) return { message, field };
  }
  return { message: error.error };
}

/**
 * The signed-in agent's own account, under their name in the CRM header: change the password
 * (every other device is signed out) and sign out everywhere (a lost phone).
 */
export function CrmAccount({ agentName }: { agentName: string }) {
  const t = useTranslations('Crm');
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus({ kind: 'busy' });
    try {
      await apiPost('/agents/me/password', { currentPassword: data.get('currentPassword'), newPassword: data.get('newPassword') });
      form.reset();
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({ kind: 'error', ...fieldError(error) });
    }
  }

  async function signOutEverywhere() {
    setStatus({ kind: 'busy' });
    try {
      await apiPost('/agents/logout', { everywhere: true });
    } catch (error) {
      // A 401: this session had already ended, which is where the button leads anyway.
      if (!(error instanceof ApiError && error.status === 401)) {
        setStatus({ kind: 'error', message: fieldError(error).message });
        return;
      }
    }
    router.push('/login');
    router.refresh();
  }

  const invalid = (field: 'currentPassword' | 'newPassword') => (status.kind === 'error' && status.field === field ? true : undefined);
  return (
    <details className={styles.account}>
      <summary>{t('signedInAs', { name: agentName })}</summary>
      <div className={styles.accountPanel}>
        <form onSubmit={changePassword} aria-labelledby="crm-password-title">
          <h2 id="crm-password-title" className={styles.accountTitle}>{t('changePassword')}</h2>
          <label className={styles.accountField}>
            {t('currentPassword')}
            <input name="currentPassword" type="password" autoComplete="current-password" required aria-invalid={invalid('currentPassword')} />
          </label>
          <label className={styles.accountField}>
            {t('newPassword')}
            <input name="newPassword" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} maxLength={MAX_PASSWORD_LENGTH} required aria-invalid={invalid('newPassword')} />
          </label>
          <button type="submit" className="button" disabled={status.kind === 'busy'}>{t('savePassword')}</button>
          <p role="status" aria-live="polite" className={styles.accountStatus}>
            {status.kind === 'done' ? t('passwordChanged') : status.kind === 'error' ? status.message : ''}
          </p>
        </form>
        <button type="button" className="button button-secondary" onClick={signOutEverywhere} disabled={status.kind === 'busy'}>{t('signOutEverywhere')}</button>
      </div>
    </details>
  );
}
