'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { apiGet, apiPost } from '@/lib/api/client';
import type { CrmViewer } from '@/lib/crm/types';
import { formatPhone } from '@/lib/format/phone';
import { MAX_TEXT_LENGTH, type TextConversation, type TextMessage } from '@/lib/texts/conversation-types';
import { errorText } from './error-text';
import { announceLeadChange, onLeadChange } from './lead-changed';
import styles from './lead.module.css';
import own from './lead-texts.module.css';
import { useFormatter } from 'next-intl';


/** What became of an outgoing text, in words (the gateway's failure reason included). */
function statusWords(m: TextMessage, when: (iso: string) => string): string {
  if (m.sendAt) return `Scheduled for ${when(m.sendAt)}`;
  switch (m.status) {
    case 'queued': return m.error ? `Retrying (last try: ${m.error})` : 'Sending…';
    case 'sent': return 'Sent';
    case 'delivered': return 'Delivered';
    case 'failed': return `Failed${m.error ? `: ${m.error}` : ''}`;
    case 'recorded': return 'Recorded (no SMS gateway set up)';
    default: return '';
  }
}

const KIND_WORDS: Record<string, string> = { 'drip-plan-text': 'Action plan', 'smart-text': 'Smart text', 'hot-lead-alert': 'Alert', 'claim-offer': 'Claim offer' };

/** GSM-7 texts split at 153 characters a part once longer than 160; anything else (emoji, accents) at 67 past 70. */
function segments(text: string): number {
  if (text.length === 0) return 0;
  const gsm = /^[\x20-\x7e\n\r£¥èéùìòÇØøÅåΔΦΓΛΩΠΨΣΘΞÆæßÉÄÖÑÜ§¿äöñüà€]*$/.test(text);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
}

/**
 * The lead's text conversation (DESIGN §12 Texts): outgoing texts with their delivery status
 * and incoming replies, newest at the bottom; a composer with a character count and "Send
 * later". Lenders read it but do not text (the API answers them 403). Refreshed every 10 s,
 * so a reply the SMS hook brings in shows without a reload.
 */
export function LeadTextsPanel({ leadId, viewer }: { leadId: number; viewer: CrmViewer }) {
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), 'moment');
  const { data, error, mutate } = useSWR(`/crm/leads/${leadId}/texts`, (path: string) => apiGet<{ data: TextConversation }>(path).then((r) => r.data), { refreshInterval: 10_000 });
  const [body, setBody] = useState('');
  const [later, setLater] = useState(false);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const thread = useRef<HTMLOListElement>(null);
  const count = data?.messages.length ?? 0;
  useEffect(() => onLeadChange(leadId, () => void mutate()), [leadId, mutate]);
  // Newest at the bottom, as on a phone: keep the latest message in view when one arrives.
  useEffect(() => {
    const list = thread.current;
    if (!list) return;
    list.scrollTop = list.scrollHeight;
    // A narrower screen wraps the bubbles taller: stay at the bottom.
    const observer = new ResizeObserver(() => (list.scrollTop = list.scrollHeight));
    observer.observe(list);
    return () => observer.disconnect();
  }, [count]);

  const canText = viewer.type !== 'lender' && Boolean(data?.phone) && !data?.optedOutAt;
  const send = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const at = later ? String(form.get('sendAt') ?? '') : '';
    setStatus(null);
    setBusy(true);
    try {
      await apiPost(`/crm/leads/${leadId}/texts`, { body, ...(at ? { sendAt: new Date(at).toISOString() } : {}) });
      setBody('');
      setLater(false);
      setStatus({ error: false, text: at ? 'Text scheduled' : 'Text sent' });
      announceLeadChange(leadId);
      await mutate();
    } catch (err) {
      setStatus({ error: true, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const parts = segments(body);
  return (
    <section className={styles.panel} aria-labelledby="lead-texts-title">
      <h2 id="lead-texts-title">Texts{data?.phone ? <span className={styles.muted}> · {formatPhone(data.phone)}</span> : null}</h2>
      {error ? <p role="alert" className={styles.error}>The texts could not be loaded.</p> : null}
      {data?.optedOutAt ? <p className={own.banner} role="note">This lead texted STOP on {when(data.optedOutAt)}: no texts until they text START.</p> : null}
      {data && !data.phone ? <p className={styles.muted}>This lead has no phone number: add one to text them.</p> : null}
      {data && data.messages.length === 0 ? <p className={styles.muted}>No texts yet.</p> : null}
      {data && data.messages.length > 0 ? (
        <ol ref={thread} className={own.thread} aria-label="Conversation" tabIndex={0}>
          {data.messages.map((m) =>
            m.keyword ? (
              <li key={m.key} className={own.keyword}>{m.keyword === 'stop' ? 'Texted STOP: opted out of texts' : 'Texted START: texts are on again'} · {when(m.at)}</li>
            ) : (
              <li key={m.key} className={[own.message, m.direction === 'out' ? own.out : own.in, m.status === 'failed' ? own.failed : '', m.sendAt || m.status === 'queued' ? own.pending : ''].join(' ')}>
                <span className={own.bubble}>{m.body}</span>
                <span className={own.meta}>
                  {m.direction === 'in' ? 'Lead' : [KIND_WORDS[m.kind ?? ''], m.agentName].filter(Boolean).join(' · ') || 'Sent'} · {when(m.at)}
                  {m.direction === 'out' ? <> · <span className={m.status === 'failed' ? own.failure : undefined}>{statusWords(m, when)}</span></> : null}
                </span>
              </li>
            ),
          )}
        </ol>
      ) : null}
      {canText ? (
        <form className={styles.form} onSubmit={send}>
          <label className={styles.field}>
            Text message
            <textarea name="body" rows={3} required maxLength={MAX_TEXT_LENGTH} value={body} onChange={(e) => setBody(e.target.value)} aria-describedby="lead-text-count" />
          </label>
          <div className={own.later}>
            <label><input type="checkbox" checked={later} onChange={(e) => setLater(e.target.checked)} /> Send later</label>
            {later ? <label>Send at <input name="sendAt" type="datetime-local" required /></label> : null}
          </div>
          <div className={own.send}>
            <span id="lead-text-count" className={`${own.counter} ${body.length > MAX_TEXT_LENGTH ? own.over : ''}`}>
              {body.length}/{MAX_TEXT_LENGTH} characters{parts > 1 ? ` · ${parts} messages` : ''}
            </span>
            <button className="button" disabled={busy || body.trim() === ''}>{later ? 'Schedule text' : 'Send text'}</button>
          </div>
        </form>
      ) : null}
      <p role="status" className={status?.error ? styles.error : styles.muted}>{status?.text ?? ''}</p>
    </section>
  );
}
