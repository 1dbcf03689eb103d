'use client';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { problemOf, sendCampaign } from './marketing-api';
import styles from './marketing.module.css';

/** A moment the datetime-local input reads, an hour from now in the browser's time zone. */
function inAnHour(): string {
  const d = new Date(Date.now() + 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The confirm before a campaign goes: now, or at a time (the browser's local time). */
export function SendDialog({ campaignId, onClose, onSent }: { campaignId: number; onClose: () => void; onSent: () => void }) {
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(inAnHour);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const moment = when === 'later' ? new Date(at) : null;
      if (moment && Number.isNaN(moment.getTime())) {
        setProblem('Choose a date and time.');
        return;
      }
      await sendCampaign(campaignId, moment?.toISOString());
      onSent();
      onClose();
    } catch (error) {
      const { message, fields } = problemOf(error, 'The campaign could not be sent. Please try again.');
      setProblem(Object.values(fields)[0] ? `${message}: ${Object.values(fields)[0]}` : message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title="Send this campaign?" description="Once it starts it cannot be edited; you can cancel it while it sends." closeLabel="Close">
      <div className={styles.dialogBody} data-testid="send-dialog">
        <label className={styles.choice}>
          <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} />
          <span>Send now</span>
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-when`} checked={when === 'later'} onChange={() => setWhen('later')} />
          <span>Schedule</span>
        </label>
        {when === 'later' ? (
          <label className={styles.field}>
            <span>Send at</span>
            <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          </label>
        ) : null}
        {problem ? <p className={styles.alert} role="alert">{problem}</p> : null}
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>{when === 'now' ? 'Send now' : 'Schedule'}</button>
          <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
        </div>
      </div>
    </Dialog>
  );
}
