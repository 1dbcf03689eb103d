'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { addShowing, addTodo, problemText, searchLeads } from './calendar-api';
import { zonedIso, zonedParts } from './zoned';
import styles from './calendar.module.css';

export interface AddDraft {
  /** The selected time, or null (the Add button): the form starts at the next whole hour. */
  start: string | null;
}

interface Props {
  draft: AddDraft;
  timeZone: string;
  agentId: number | null;
  /** Lenders show no homes: they add to-dos only. */
  canShow: boolean;
  onClose: () => void;
  onAdded: (text: string) => void;
}

type Lead = { id: number; fullName: string; email: string | null };

function initialParts(start: string | null, timeZone: string) {
  const at = start ? new Date(start) : new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  return zonedParts(at, timeZone);
}

/**
 * Add a to-do (POST /api/crm/leads/{id}/todos) or a showing (POST /api/crm/showings) for a lead
 * found by name, e-mail or phone (GET /api/crm/leads?q=). Opened by selecting a time or by the
 * Add button, so it works from the keyboard too; a refusal stays in the dialog with its reason.
 */
export function AddEventDialog({ draft, timeZone, agentId, canShow, onClose, onAdded }: Props) {
  const id = useId();
  const start = initialParts(draft.start, timeZone);
  const [kind, setKind] = useState<'todo' | 'showing'>('todo');
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Lead[]>([]);
  const [lead, setLead] = useState<Lead | null>(null);
  const [title, setTitle] = useState('');
  const [propertyId, setPropertyId] = useState('');
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const text = q.trim();
    if (lead || text.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      searchLeads(text).then((found) => live && setResults(found), () => live && setResults([]));
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, lead]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    if (!lead) return setProblem('Choose a lead first');
    const at = zonedIso(date, time, timeZone);
    if (!at) return setProblem('Give a date and a time');
    setBusy(true);
    try {
      if (kind === 'todo') {
        await addTodo(lead.id, title, at);
        onAdded(`To-do added for ${lead.fullName}`);
      } else {
        const listing = Number(propertyId);
        if (!Number.isInteger(listing) || listing < 1) {
          setBusy(false);
          return setProblem('Give the listing number (the number at the end of its page address)');
        }
        await addShowing(lead.id, listing, at, agentId);
        onAdded(`Showing booked for ${lead.fullName}`);
      }
    } catch (error) {
      setProblem(problemText(error, 'Could not add it: try again'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Add to the calendar" closeLabel="Close">
      <form className={styles.form} onSubmit={submit}>
        {canShow && (
          <fieldset className={styles.kinds}>
            <legend>What</legend>
            <label><input type="radio" name={`${id}-kind`} checked={kind === 'todo'} onChange={() => setKind('todo')} /> To-do</label>
            <label><input type="radio" name={`${id}-kind`} checked={kind === 'showing'} onChange={() => setKind('showing')} /> Showing</label>
          </fieldset>
        )}
        {lead ? (
          <p className={styles.chosen}>
            Lead: <strong>{lead.fullName}</strong>{' '}
            <button type="button" className={styles.linkButton} onClick={() => { setLead(null); setResults([]); }}>Change</button>
          </p>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-lead`}>Lead</label>
            <input id={`${id}-lead`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name, e-mail or phone" autoComplete="off" required={!lead} />
            {results.length > 0 && q.trim().length >= 2 && (
              <ul className={styles.results} aria-label="Matching leads">
                {results.map((r) => (
                  <li key={r.id}>
                    <button type="button" onClick={() => { setLead(r); setResults([]); }}>
                      {r.fullName}{r.email ? <span className={styles.muted}> · {r.email}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {kind === 'todo' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-title`}>Title</label>
            <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required placeholder="Call back about the offer" />
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-listing`}>Listing number</label>
            <input id={`${id}-listing`} inputMode="numeric" pattern="[0-9]*" value={propertyId} onChange={(e) => setPropertyId(e.target.value)} required />
          </div>
        )}
        <div className={styles.when}>
          <div className={styles.field}>
            <label htmlFor={`${id}-date`}>Date</label>
            <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-time`}>Time</label>
            <input id={`${id}-time`} type="time" step={1800} value={time} onChange={(e) => setTime(e.target.value)} required />
          </div>
        </div>
        <p className={styles.error} role="alert">{problem}</p>
        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={busy}>{kind === 'todo' ? 'Add to-do' : 'Book showing'}</button>
          <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
