'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { apiPost } from '@/lib/api/client';
import { CALL_OUTCOMES, type CrmViewer, type LeadDetail, type TransferCandidate, type TransferType } from '@/lib/crm/types';
import { errorText } from './error-text';
import { announceLeadChange } from './lead-changed';
import { TransferPanel } from './transfer-panel';
import { useLead } from './use-lead';
import styles from './lead.module.css';

type Action = 'note' | 'todo' | 'call' | 'email' | 'transfer';
const CALL_WORDS: Record<(typeof CALL_OUTCOMES)[number], string> = { 'connected': 'Talked', 'left-voicemail': 'Left a voicemail', 'no-answer': 'No answer', 'busy': 'Busy', 'wrong-number': 'Wrong number' };

/** Note, to-do, call, e-mail, transfer and claim: each posts, then refreshes the lead and its timeline. */
export function LeadActions({ initial, viewer, candidates }: { initial: LeadDetail; viewer: CrmViewer; candidates: Record<TransferType, TransferCandidate[]> }) {
  const { data: lead = initial } = useLead(initial);
  const [open, setOpen] = useState<Action>('note');
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => typeof key === 'string' && key.includes(`/crm/leads/${lead.id}`));
  const post = async (path: string, body: unknown, done: string) => {
    setStatus(null);
    try {
      await apiPost(`/crm/leads/${lead.id}/${path}`, body);
      setStatus({ error: false, text: done });
      announceLeadChange(lead.id);
      await refresh();
      return true;
    } catch (e) {
      setStatus({ error: true, text: errorText(e) });
      return false;
    }
  };
  const submit = (path: string, done: string, body: (form: FormData) => unknown) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (await post(path, body(new FormData(form)), done)) form.reset();
  };
  const text = (f: FormData, k: string) => String(f.get(k) ?? '');
  const canTransfer = viewer.canManage || (viewer.type !== 'lender' && lead.buyerAgentId === viewer.id);
  const tabs: [Action, string][] = [['note', 'Note'], ['todo', 'To-do'], ['call', 'Log call'], ['email', 'E-mail'], ...(canTransfer ? [['transfer', 'Transfer'] as [Action, string]] : [])];
  const panel: Record<Action, ReactNode> = {
    note: (
      <form className={styles.form} onSubmit={submit('notes', 'Note added', (f) => ({ text: text(f, 'text') }))}>
        <label className={styles.field}>Note<textarea name="text" rows={3} required maxLength={10_000} /></label>
        <button className="button">Add note</button>
      </form>
    ),
    todo: (
      <form className={styles.form} onSubmit={submit('todos', 'To-do added', (f) => ({ title: text(f, 'title'), dueAt: new Date(text(f, 'dueAt')).toISOString() }))}>
        <div className={styles.row}>
          <label className={styles.field}>To-do<input name="title" required maxLength={200} /></label>
          <label className={styles.field}>Due<input name="dueAt" type="datetime-local" required /></label>
        </div>
        <button className="button">Add to-do</button>
      </form>
    ),
    call: (
      <form className={styles.form} onSubmit={submit('calls', 'Call logged', (f) => ({ outcome: text(f, 'outcome'), durationSeconds: Math.round(Number(text(f, 'minutes') || 0) * 60), note: text(f, 'note') || undefined }))}>
        <div className={styles.row}>
          <label className={styles.field}>Outcome<select name="outcome">{CALL_OUTCOMES.map((o) => <option key={o} value={o}>{CALL_WORDS[o]}</option>)}</select></label>
          <label className={styles.field}>Minutes<input name="minutes" type="number" min={0} max={1440} step={0.5} defaultValue={0} /></label>
        </div>
        <label className={styles.field}>Note<textarea name="note" rows={2} maxLength={10_000} /></label>
        <button className="button">Log call</button>
      </form>
    ),
    email: lead.email ? (
      <form className={styles.form} onSubmit={submit('emails', 'E-mail sent', (f) => ({ subject: text(f, 'subject'), body: text(f, 'body') }))}>
        <label className={styles.field}>Subject<input name="subject" required maxLength={200} /></label>
        <label className={styles.field}>Message<textarea name="body" rows={5} required maxLength={20_000} /></label>
        <button className="button">Send e-mail to {lead.email}</button>
      </form>
    ) : <p className={styles.muted}>This lead has no e-mail address.</p>,
    transfer: <TransferPanel candidates={candidates} onTransfer={(type, agentId) => post('transfer', { type, agentId }, 'Lead transferred')} manage={viewer.canManage} />,
  };
  return (
    <section className={styles.panel} aria-label="Actions">
      <h2>Actions</h2>
      {lead.buyerAgentId === null && viewer.canClaim ? (
        <p><button type="button" className="button" onClick={() => void post('claim', {}, 'The lead is yours')}>Claim this lead</button></p>
      ) : null}
      <div className={styles.actionTabs} role="group" aria-label="Choose an action">
        {tabs.map(([key, label]) => <button key={key} type="button" className={styles.tab} aria-pressed={open === key} onClick={() => setOpen(key)}>{label}</button>)}
      </div>
      <div style={{ marginTop: 8 }}>{panel[open]}</div>
      <p role="status" className={status?.error ? styles.error : styles.muted}>{status?.text ?? ''}</p>
    </section>
  );
}
