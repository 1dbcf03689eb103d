'use client';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { apiDelete, apiPost } from '@/lib/api/client';
import type { SavedLeadView } from '@/lib/crm/leads-list-types';
import styles from './leads.module.css';

/** Smart lists: open a saved view (a /leads URL), save the current one under a name, delete one. */
export function SavedViewsMenu({ initialViews, currentQuery }: { initialViews: SavedLeadView[]; currentQuery: string }) {
  const [views, setViews] = useState(initialViews);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Give the view a name');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const view = (await apiPost<{ data: SavedLeadView }>('/crm/lead-views', { name: name.trim(), query: currentQuery })).data;
      setViews((all) => [...all, view].sort((a, b) => a.name.localeCompare(b.name)));
      setName('');
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the view');
    } finally {
      setBusy(false);
    }
  };

  const remove = async (view: SavedLeadView) => {
    setError('');
    try {
      await apiDelete(`/crm/lead-views/${view.id}`);
      setViews((all) => all.filter((v) => v.id !== view.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not delete the view');
    }
  };

  return (
    <details className={styles.views}>
      <summary>Saved views{views.length ? ` (${views.length})` : ''}</summary>
      <div className={styles.viewsPanel}>
        {views.length ? (
          <ul>
            {views.map((view) => (
              <li key={view.id}>
                <Link href={view.query ? `/leads?${view.query}` : '/leads'}>{view.name}</Link>
                <button type="button" className={styles.linkButton} aria-label={`Delete view ${view.name}`} onClick={() => remove(view)}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No saved views yet.</p>
        )}
        <form onSubmit={save}>
          <label htmlFor="leads-view-name">Save this view as</label>
          <div className={styles.row}>
            <input id="leads-view-name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'leads-view-error' : undefined} />
            <button type="submit" className="button button-secondary" disabled={busy}>Save</button>
          </div>
          {error && <p id="leads-view-error" className={styles.error} role="alert">{error}</p>}
        </form>
      </div>
    </details>
  );
}
