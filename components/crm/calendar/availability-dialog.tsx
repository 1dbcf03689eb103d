'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { WEEKDAY_NAMES } from '@/lib/calendar/availability';
import type { AvailabilityDayOff, AvailabilityRange } from '@/lib/crm/calendar-types';
import { fetchAvailability, problemText, saveAvailability } from './calendar-api';
import styles from './calendar.module.css';

/** Monday first, as people plan a working week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/**
 * Weekly hours and days off (GET/PUT /api/crm/availability): what /schedule offers visitors.
 * Several ranges a day; the server checks them (half hours, start before end, no overlap) and
 * its 422 names the range, which is shown here.
 */
export function AvailabilityDialog({ agentId, onClose, onSaved }: { agentId: number | null; onClose: () => void; onSaved: (text: string) => void }) {
  const id = useId();
  const [weekly, setWeekly] = useState<AvailabilityRange[] | null>(null);
  const [daysOff, setDaysOff] = useState<AvailabilityDayOff[]>([]);
  const [hoursSet, setHoursSet] = useState(true);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchAvailability(agentId).then(
      (a) => {
        setWeekly(a.weekly);
        setDaysOff(a.daysOff);
        setHoursSet(a.hoursSet);
      },
      (error: unknown) => setProblem(problemText(error, 'Could not load your hours')),
    );
  }, [agentId]);

  const change = (index: number, patch: Partial<AvailabilityRange>) => setWeekly((w) => w && w.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const changeOff = (index: number, patch: Partial<AvailabilityDayOff>) => setDaysOff((d) => d.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!weekly) return;
    setBusy(true);
    setProblem('');
    try {
      const off = daysOff.map((d) => ({ date: d.date, ...(d.endDate ? { endDate: d.endDate } : {}), ...(d.note?.trim() ? { note: d.note.trim() } : {}) }));
      await saveAvailability(agentId, weekly, off);
      onSaved('Availability saved');
    } catch (error) {
      setProblem(problemText(error, 'Could not save: try again'));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Availability" description="The hours visitors can book showings with you, and your days off." closeLabel="Close">
      {weekly === null ? (
        <p className={styles.status}>{problem || 'Loading…'}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          {!hoursSet && <p className={styles.muted}>You have not set hours yet: visitors can book 9:00–18:00 every day.</p>}
          <fieldset className={styles.week}>
            <legend>Weekly hours</legend>
            {WEEK_ORDER.map((weekday) => {
              const ranges = weekly.map((r, index) => ({ r, index })).filter(({ r }) => r.weekday === weekday);
              return (
                <div key={weekday} className={styles.weekday}>
                  <span className={styles.dayName}>{WEEKDAY_NAMES[weekday]}</span>
                  <div className={styles.ranges}>
                    {ranges.length === 0 && <span className={styles.muted}>Unavailable</span>}
                    {ranges.map(({ r, index }) => (
                      <span key={index} className={styles.range}>
                        <input type="time" step={1800} aria-label={`${WEEKDAY_NAMES[weekday]} from`} value={r.start} onChange={(e) => change(index, { start: e.target.value })} required />
                        –
                        <input type="time" step={1800} aria-label={`${WEEKDAY_NAMES[weekday]} until`} value={r.end} onChange={(e) => change(index, { end: e.target.value })} required />
                        <button type="button" className={styles.linkButton} aria-label={`Remove ${WEEKDAY_NAMES[weekday]} ${r.start}–${r.end}`} onClick={() => setWeekly(weekly.filter((_, i) => i !== index))}>Remove</button>
                      </span>
                    ))}
                    <button type="button" className={styles.linkButton} aria-label={`Add hours on ${WEEKDAY_NAMES[weekday]}`} onClick={() => setWeekly([...weekly, { weekday, start: '09:00', end: '17:00' }])}>Add hours</button>
                  </div>
                </div>
              );
            })}
          </fieldset>
          <fieldset className={styles.week}>
            <legend>Days off</legend>
            {daysOff.length === 0 && <p className={styles.muted}>None planned.</p>}
            {daysOff.map((d, index) => (
              <div key={index} className={styles.dayOff}>
                <label>From <input type="date" value={d.date} onChange={(e) => changeOff(index, { date: e.target.value })} required /></label>
                <label>Until <input type="date" value={d.endDate ?? ''} onChange={(e) => changeOff(index, { endDate: e.target.value || undefined })} /></label>
                <label>Note <input value={d.note ?? ''} maxLength={200} onChange={(e) => changeOff(index, { note: e.target.value })} /></label>
                <button type="button" className={styles.linkButton} onClick={() => setDaysOff(daysOff.filter((_, i) => i !== index))}>Remove</button>
              </div>
            ))}
            <button type="button" className={styles.linkButton} id={`${id}-addoff`} onClick={() => setDaysOff([...daysOff, { date: new Date().toISOString().slice(0, 10) }])}>Add a day off</button>
          </fieldset>
          <p className={styles.error} role="alert">{problem}</p>
          <div className={styles.buttons}>
            <button type="submit" className="button" disabled={busy}>Save</button>
            <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
