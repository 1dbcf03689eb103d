'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { CalendarEvent } from '@/lib/crm/calendar-types';
import { moveShowing, moveTodo, problemText } from './calendar-api';
import { zonedIso, zonedLabel, zonedParts } from './zoned';
import styles from './calendar.module.css';
import { useFormatter } from 'next-intl';

const KIND_WORDS = { showing: 'Showing', 'open-house': 'Open house', todo: 'To-do' } as const;

/**
 * One event: its lead and listing, and (for a to-do or showing the caller may change) a date
 * and time to move it to — the keyboard's way to do what dragging does.
 */
export function EventDialog({ event, timeZone, onClose, onMoved }: { event: CalendarEvent; timeZone: string; onClose: () => void; onMoved: (text: string) => void }) {
  const format = useFormatter();
  const id = useId();
  const start = zonedParts(new Date(event.start), timeZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(start.time);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const movable = event.editable && event.kind !== 'open-house' && event.status !== 'done';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const at = zonedIso(date, time, timeZone);
    if (!at) return setProblem('Give a date and a time');
    setBusy(true);
    setProblem('');
    try {
      if (event.kind === 'todo') await moveTodo(event.id, at);
      else await moveShowing(event.id, at);
      onMoved(`Moved to ${zonedLabel(format, new Date(at), timeZone)}`);
    } catch (error) {
      setProblem(problemText(error, 'Could not move it: try again'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={event.title} description={`${KIND_WORDS[event.kind]} · ${zonedLabel(format, new Date(event.start), timeZone)}`} closeLabel="Close">
      <div className={styles.form}>
        <p className={styles.links}>
          {event.lead && <Link href={`/lead?id=${event.lead.id}`}>Open lead: {event.lead.name}</Link>}
          {event.property && <a href={event.property.url} target="_blank" rel="noreferrer">{event.property.address}</a>}
        </p>
        {movable && (
          <form onSubmit={submit} className={styles.form}>
            <div className={styles.when}>
              <div className={styles.field}>
                <label htmlFor={`${id}-date`}>New date</label>
                <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${id}-time`}>New time</label>
                <input id={`${id}-time`} type="time" step={1800} value={time} onChange={(e) => setTime(e.target.value)} required />
              </div>
            </div>
            <p className={styles.error} role="alert">{problem}</p>
            <div className={styles.buttons}>
              <button type="submit" className="button" disabled={busy}>Move</button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
