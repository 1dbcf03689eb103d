'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import type { CreatedWebhook, WebhookItem } from '@/lib/integrations/types';
import { WEBHOOK_EVENT_WORDS, WEBHOOK_EVENTS, type WebhookEvent } from '@/lib/integrations/webhook-events';
import { changeWebhook, createWebhook, deleteWebhook, loadWebhooks, problemOf, WEBHOOKS_KEY } from './integrations-api';
import { useCreateSubmit } from './use-create-submit';
import { WebhookDeliveries } from './integrations-deliveries';
import { ShownOnce } from './integrations-secret';
import styles from './integrations.module.css';

/** Which webhook's deliveries are open (`?webhook=<id>`), kept in the URL like the leads list's filters. */
function openFromUrl(): number | null {
  if (typeof window === 'undefined') return null;
  const id = Number(new URLSearchParams(window.location.search).get('webhook'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function setUrl(key: string, value: string | null) {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
}

/** Settings → Integrations: webhooks (create → secret shown once; events; pause; delete; deliveries log with retry). */
export function IntegrationWebhooks({ initial }: { initial: WebhookItem[] }) {
  const { data = initial, mutate } = useSWR(WEBHOOKS_KEY, loadWebhooks, { fallbackData: initial, revalidateOnMount: false });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [removing, setRemoving] = useState<WebhookItem | null>(null);
  const [open, setOpen] = useState<number | null>(openFromUrl);
  const [error, setError] = useState('');

  function toggleOpen(id: number) {
    const next = open === id ? null : id;
    setOpen(next);
    setUrl('webhook', next === null ? null : String(next));
    if (next === null) setUrl('status', null);
  }
  async function run(work: () => Promise<unknown>, fallback: string) {
    try {
      setError('');
      await work();
      await mutate();
    } catch (e) {
      setError(problemOf(e, fallback).message);
    }
  }

  return (
    <section className={styles.block} aria-labelledby="webhooks-title">
      <div className={styles.head}>
        <h2 id="webhooks-title">Webhooks</h2>
        <button type="button" className={styles.primary} onClick={() => setCreating(true)}>New webhook</button>
      </div>
      <p className={styles.muted}>We POST <code>{'{ event, occurredAt, data }'}</code> signed with <code>X-Webhook-Signature: sha256=…</code> of “timestamp.body”; failures are retried for about 15 hours.</p>
      {created && <ShownOnce label={`Signing secret for ${created.url}`} value={created.secret} onDone={() => setCreated(null)} />}
      {error && <p className={styles.error} role="alert">{error}</p>}
      {data.length === 0 ? <p className={styles.empty}>No webhooks yet.</p> : (
        <ul className={styles.list} aria-label="Webhooks">
          {data.map((hook) => (
            <li key={hook.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={`${styles.name} ${styles.mono}`}>{hook.url}</span>
                <span className={styles.chips}>{hook.events.map((e) => <span key={e} className={styles.chip}>{e}</span>)}</span>
                <span className={styles.sub}>
                  {hook.active ? 'Active' : 'Paused'} · last 7 days: {hook.recent.delivered} delivered, {hook.recent.pending} waiting, {hook.recent.failed} failed
                </span>
              </div>
              <div className={styles.actions}>
                <button type="button" className={styles.action} aria-expanded={open === hook.id} onClick={() => toggleOpen(hook.id)}>
                  {open === hook.id ? 'Hide deliveries' : 'Deliveries'}
                </button>
                <button type="button" className={styles.action} onClick={() => run(() => changeWebhook(hook.id, { active: !hook.active }), 'The webhook could not be changed.')}>
                  {hook.active ? 'Pause' : 'Resume'}
                </button>
                <button type="button" className={styles.action} onClick={() => setRemoving(hook)} aria-label={`Delete webhook ${hook.url}`}>Delete</button>
              </div>
              {open === hook.id && <WebhookDeliveries webhookId={hook.id} onStatus={(s) => setUrl('status', s || null)} />}
            </li>
          ))}
        </ul>
      )}
      <NewWebhookDialog open={creating} onClose={() => setCreating(false)} onCreated={async (hook) => { setCreating(false); setCreated(hook); await mutate(); }} />
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} title="Delete this webhook?" closeLabel="Close">
        <p>Nothing more is sent to {removing?.url}, and its deliveries log goes with it.</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={() => setRemoving(null)}>Cancel</button>
          <button type="button" className={`${styles.primary} ${styles.danger}`} onClick={() => { const hook = removing; setRemoving(null); if (hook) void run(() => deleteWebhook(hook.id), 'The webhook could not be deleted.'); }}>Delete webhook</button>
        </div>
      </Dialog>
    </section>
  );
}

function NewWebhookDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (hook: CreatedWebhook) => void }) {
  const [url, setUrlText] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const { problem, busy, submit } = useCreateSubmit(() => createWebhook({ url, events }), (hook) => {
    setUrlText('');
    setEvents(['lead.created']);
    onCreated(hook);
  }, 'The webhook could not be created.');
  const toggle = (name: WebhookEvent) => setEvents((list) => (list.includes(name) ? list.filter((e) => e !== name) : [...list, name]));
  return (
    <Dialog open={open} onClose={onClose} title="New webhook" closeLabel="Close">
      <form className={styles.form} onSubmit={submit} noValidate>
        <label>
          URL
          <input type="url" value={url} onChange={(e) => setUrlText(e.target.value)} required placeholder="https://hooks.example.com/listings" aria-invalid={Boolean(problem?.fields.url)} aria-describedby={problem?.fields.url ? 'hook-url-error' : undefined} />
          {problem?.fields.url && <span id="hook-url-error" className={styles.fieldError}>{problem.fields.url}</span>}
        </label>
        <fieldset>
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className={styles.check}>
              <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} />
              <span><span className={styles.mono}>{name}</span> — {WEBHOOK_EVENT_WORDS[name]}</span>
            </label>
          ))}
          {problem?.fields.events && <span className={styles.fieldError}>{problem.fields.events}</span>}
        </fieldset>
        {problem && !problem.fields.url && !problem.fields.events && <p className={styles.error} role="alert">{problem.message}</p>}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onClose}>Cancel</button>
          <button type="submit" className={styles.primary} disabled={busy}>Create webhook</button>
        </div>
      </form>
    </Dialog>
  );
}
