'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { apiPost, apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { InboxItem } from '@/lib/crm/types';
import { KIND_LABELS } from './inbox-nav';
import styles from './inbox.module.css';
import { useFormatter } from 'next-intl';

const MAX_REPLY = 10_000;

/** What the server said, for the status line (its message names the field). */
const problem = (error: unknown) => (error instanceof ApiError ? error.error : 'Something went wrong: try again');

/**
 * One inbox item: what the lead wrote, about which home, and the agent's answer box, opened
 * by "Reply" so a full inbox stays one screen of messages. "Send" replies and keeps the item
 * open (a follow-up may come); "Send & close" also closes it.
 */
export function InboxEntry({ item, onChanged }: { item: InboxItem; onChanged: () => void }) {
  const format = useFormatter();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [replying, setReplying] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const open = item.closedAt === null;

  async function reply(close: boolean) {
    const message = text.trim();
    if (!message) return setStatus({ text: 'Write a reply first', error: true });
    if (message.length > MAX_REPLY) return setStatus({ text: `Keep it under ${format.number(MAX_REPLY, 'count')} characters`, error: true });
    setBusy(true);
    try {
      await apiPost(`/crm/inbox/${item.id}/reply`, { message, close: close || undefined });
      setText('');
      setReplying(false);
      setStatus({ text: close ? 'Reply sent; item closed' : 'Reply sent', error: false });
      onChanged();
    } catch (error) {
      setStatus({ text: problem(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function setClosed(closed: boolean) {
    setBusy(true);
    try {
      await apiRequest('PATCH', `/crm/inbox/${item.id}`, { closed });
      setStatus({ text: closed ? 'Closed' : 'Reopened', error: false });
      onChanged();
    } catch (error) {
      setStatus({ text: problem(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reply(false);
  };

  return (
    <li className={styles.item} data-testid="inbox-item" data-id={item.id} data-kind={item.kind}>
      <div className={styles.head}>
        <span className={styles.badge} data-kind={item.kind}>{KIND_LABELS[item.kind]}</span>
        <Link className={styles.lead} href={`/lead?id=${item.lead.id}`}>{item.lead.fullName}</Link>
        <span className={styles.meta}>
          <time dateTime={item.createdAt}>{format.dateTime(new Date(item.createdAt), 'crmTime')}</time>
          {item.agent ? <> · to {item.agent.name}</> : null}
          {item.closedAt ? <> · closed <time dateTime={item.closedAt}>{format.dateTime(new Date(item.closedAt), 'crmTime')}</time></> : null}
        </span>
      </div>
      {item.property ? (
        <p className={styles.meta}>
          <Link href={item.property.url}>{item.property.address}</Link>
        </p>
      ) : null}
      <p className={styles.message}>{item.message}</p>
      {replying ? (
        <form className={styles.reply} onSubmit={submit} aria-busy={busy}>
          <label htmlFor={`${id}-reply`}>Reply to {item.lead.fullName} by e-mail</label>
          <textarea
            id={`${id}-reply`}
            value={text}
            maxLength={MAX_REPLY}
            autoFocus
            onChange={(e) => setText(e.target.value)}
            aria-invalid={status?.error ? true : undefined}
            aria-describedby={`${id}-status`}
            onKeyDown={(e) => {
              // Ctrl/⌘+Enter sends, as in mail clients; Escape puts the box away.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
              if (e.key === 'Escape') setReplying(false);
            }}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy}>Send</button>
            {open ? <button type="button" className="button button-secondary" disabled={busy} onClick={() => void reply(true)}>Send &amp; close</button> : null}
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => setReplying(false)}>Cancel</button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <button type="button" className="button" aria-label={`Reply to ${item.lead.fullName}`} onClick={() => setReplying(true)}>Reply</button>
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => void setClosed(open)}>{open ? 'Close' : 'Reopen'}</button>
        </div>
      )}
      <p id={`${id}-status`} className={`${styles.status} ${status?.error ? styles.error : ''}`} role="status" aria-live="polite">{status?.text ?? ''}</p>
    </li>
  );
}
