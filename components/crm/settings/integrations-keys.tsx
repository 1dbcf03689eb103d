'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { INTEGRATION_SCOPES, type IntegrationScope } from '@/lib/db/schema/integrations';
import type { CreatedKey, IntegrationKeyItem } from '@/lib/integrations/types';
import { createKey, KEYS_KEY, loadKeys, problemOf, revokeKey, whenText } from './integrations-api';
import { useCreateSubmit } from './use-create-submit';
import { ShownOnce } from './integrations-secret';
import styles from './integrations.module.css';
import { useFormatter } from 'next-intl';

const SCOPE_WORDS: Record<IntegrationScope, string> = {
  'lead.profile.read': 'Read leads (lead.profile.read)',
  'lead.profile': 'Read and change leads (lead.profile)',
  'user.profile.read': 'Read the team (user.profile.read)',
  'user.profile': 'Read and change the team (user.profile)',
};

/** Settings → Integrations: API keys (create with scopes, shown once; list; revoke with a confirm). */
export function IntegrationKeys({ initial }: { initial: IntegrationKeyItem[] }) {
  const format = useFormatter();
  const { data = initial, mutate } = useSWR(KEYS_KEY, loadKeys, { fallbackData: initial, revalidateOnMount: false });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKeyItem | null>(null);
  const [error, setError] = useState('');

  async function revoke() {
    if (!revoking) return;
    try {
      await revokeKey(revoking.id);
      setRevoking(null);
      await mutate();
    } catch (e) {
      setError(problemOf(e, 'The key could not be revoked.').message);
    }
  }

  return (
    <section className={styles.block} aria-labelledby="keys-title">
      <div className={styles.head}>
        <h2 id="keys-title">API keys</h2>
        <button type="button" className={styles.primary} onClick={() => setCreating(true)}>New key</button>
      </div>
      <p className={styles.muted}>A key acts as the admin who made it, only within its scopes. Send it as <code>Authorization: Bearer lk_…</code></p>
      {created && <ShownOnce label={`Key “${created.name}”`} value={created.key} onDone={() => setCreated(null)} />}
      {error && <p className={styles.error} role="alert">{error}</p>}
      {data.length === 0 ? <p className={styles.empty}>No keys yet.</p> : (
        <ul className={styles.list} aria-label="API keys">
          {data.map((key) => (
            <li key={key.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={`${styles.name} ${key.revokedAt ? styles.revoked : ''}`}>{key.name}</span>
                <span className={styles.sub}>
                  <span className={styles.mono}>{key.prefix}…</span> · made by {key.createdBy?.name ?? 'a former agent'} {whenText(format, key.createdAt)} · last used {whenText(format, key.lastUsedAt, 'never')}
                  {key.revokedAt && ` · revoked ${whenText(format, key.revokedAt)}`}
                </span>
                <span className={styles.chips}>{key.scopes.map((s) => <span key={s} className={styles.chip}>{s}</span>)}</span>
              </div>
              {!key.revokedAt && (
                <div className={styles.actions}>
                  <button type="button" className={styles.action} onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>Revoke</button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <NewKeyDialog open={creating} onClose={() => setCreating(false)} onCreated={async (key) => { setCreating(false); setCreated(key); await mutate(); }} />
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} title="Revoke this key?" closeLabel="Close">
        <p>“{revoking?.name}” stops working at once. Anything using it will get 401 answers.</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={() => setRevoking(null)}>Cancel</button>
          <button type="button" className={`${styles.primary} ${styles.danger}`} onClick={revoke}>Revoke key</button>
        </div>
      </Dialog>
    </section>
  );
}

function NewKeyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedKey) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<IntegrationScope[]>(['lead.profile.read']);
  const { problem, busy, submit } = useCreateSubmit(() => createKey({ name, scopes }), (key) => {
    setName('');
    setScopes(['lead.profile.read']);
    onCreated(key);
  }, 'The key could not be created.');
  const toggle = (scope: IntegrationScope) => setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));
  return (
    <Dialog open={open} onClose={onClose} title="New API key" closeLabel="Close">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label>
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} required aria-invalid={Boolean(problem?.fields.name)} aria-describedby={problem?.fields.name ? 'key-name-error' : undefined} placeholder="Zapier" />
          {problem?.fields.name && <span id="key-name-error" className={styles.fieldError}>{problem.fields.name}</span>}
        </label>
        <fieldset>
          <legend>Scopes</legend>
          {INTEGRATION_SCOPES.map((scope) => (
            <label key={scope} className={styles.check}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              {SCOPE_WORDS[scope]}
            </label>
          ))}
          {problem?.fields.scopes && <span className={styles.fieldError}>{problem.fields.scopes}</span>}
        </fieldset>
        {problem && !problem.fields.name && !problem.fields.scopes && <p className={styles.error} role="alert">{problem.message}</p>}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onClose}>Cancel</button>
          <button type="submit" className={styles.primary} disabled={busy}>Create key</button>
        </div>
      </form>
    </Dialog>
  );
}
