'use client';

import { useEffect, useState } from 'react';
import { fetchFeed, problemText, regenerateFeed } from './calendar-api';
import styles from './calendar.module.css';

/**
 * The agent's secret iCalendar address for their phone: shown, copied, or replaced (which stops
 * the old address at once: for a lost phone).
 */
export function FeedPanel() {
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');

  useEffect(() => {
    fetchFeed().then((f) => setUrl(f.url), (error: unknown) => setNote(problemText(error, 'Could not load your calendar address')));
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setNote('Copied');
    } catch {
      setNote('Select the address and copy it');
    }
  }

  async function regenerate() {
    if (!window.confirm('Make a new address? Calendars using the old one stop updating.')) return;
    try {
      setUrl((await regenerateFeed()).url);
      setNote('New address made: the old one no longer works');
    } catch (error) {
      setNote(problemText(error, 'Could not make a new address'));
    }
  }

  return (
    <section className={styles.feed} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">Your calendar on your phone</h2>
      <p className={styles.muted}>Subscribe to this private address in your phone&apos;s calendar. Keep it secret: anyone with it sees your appointments.</p>
      <div className={styles.feedRow}>
        <label htmlFor="calendar-feed-url" className={styles.visuallyHidden}>Calendar address</label>
        <input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-secondary" onClick={copy} disabled={!url}>Copy</button>
        <button type="button" className="button button-secondary" onClick={regenerate} disabled={!url}>New address</button>
      </div>
      <p className={styles.status} role="status">{note}</p>
    </section>
  );
}
