'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { apiDelete, apiGet, apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { SourceJson } from '@/lib/feeds/source-json';
import { urlHost } from './source-form-values';
import { SourceDialog } from './source-dialog';
import { isActive, runCounts, SourceRuns } from './source-runs';
import styles from './sources.module.css';
import { useFormatter } from 'next-intl';

const LIST_KEY = 'admin-sources';
const fetchSources = () => apiGet<{ data: SourceJson[] }>('/admin/sources').then((a) => a.data);

const KIND_LABELS: Record<SourceJson['kind'], string> = { 'reso-web-api': 'RESO Web API', 'reso-file': 'RESO file' };

/**
 * /admin/sources: the company's MLS feeds in a dense table with their last run; add, edit and
 * delete a feed, ask for a sync or a full reload, and follow a feed's runs. The list refreshes
 * itself while a run is queued or running.
 */
export function SourcesScreen({ initial }: { initial: SourceJson[] }) {
  const format = useFormatter();
  const { data: sources = initial, mutate } = useSWR(LIST_KEY, fetchSources, {
    fallbackData: initial,
    refreshInterval: (latest) => ((latest ?? initial).some((s) => isActive(s.lastRun)) ? 2000 : 0),
  });
  const [editing, setEditing] = useState<SourceJson | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SourceJson | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const shown = sources.find((s) => s.id === shownId) ?? null;

  async function sync(source: SourceJson, full: boolean) {
    try {
      const { data } = await apiPost<{ data: { id: number; status: string } }>(`/admin/sources/${source.id}/sync`, { full });
      setNotice({ text: `${full ? 'Full reload' : 'Sync'} of ${source.name}: run ${data.id} ${data.status}.` });
      setShownId(source.id);
      await mutate();
    } catch (error) {
      setNotice({ text: error instanceof ApiError ? error.error : 'The sync could not be started.', error: true });
    }
  }

  async function remove(source: SourceJson) {
    try {
      const { data } = await apiDelete<{ data: { removed: boolean; listingsRemoved: number } }>(`/admin/sources/${source.id}`);
      setNotice({ text: data.removed ? `${source.name} was removed with its ${format.number(data.listingsRemoved, 'count')} listings.` : `${source.name} is no longer listed on your site.` });
      if (shownId === source.id) setShownId(null);
      await mutate();
    } catch (error) {
      setNotice({ text: error instanceof ApiError ? error.error : 'The feed could not be removed.', error: true });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="page" data-testid="sources-page">
      <div className={styles.titleRow}>
        <h1>Listing sources</h1>
        <button type="button" className="button" onClick={() => setEditing('new')} data-testid="add-source">
          Add feed
        </button>
      </div>
      <p role="status" aria-live="polite" className={notice?.error ? styles.error : styles.status} data-testid="sources-notice">
        {notice?.text}
      </p>

      {sources.length === 0 ? (
        <p className={styles.empty}>No feeds yet: add your MLS&apos;s RESO Web API or a RESO JSON file.</p>
      ) : (
        <table className={styles.table} data-testid="sources-table">
          <caption className="visually-hidden">Your listing feeds and their last run</caption>
          <thead>
            <tr>
              <th scope="col">Feed</th>
              <th scope="col">Kind</th>
              <th scope="col">Host</th>
              <th scope="col">Last sync</th>
              <th scope="col">Last run</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source) => (
              <tr key={source.id} data-testid="source-row" data-code={source.code}>
                <th scope="row" data-label="Feed">
                  <span className={styles.name}>{source.name}</span>
                  <span className={styles.muted}>
                    {source.code}
                    {source.owned ? '' : ' · shared feed'}
                  </span>
                </th>
                <td data-label="Kind">{KIND_LABELS[source.kind]}</td>
                <td data-label="Host" className={styles.host}>
                  {urlHost(source.url) || '—'}
                </td>
                <td data-label="Last sync">{source.lastSyncAt ? format.dateTime(new Date(source.lastSyncAt), 'crmTime') : 'Never'}</td>
                <td data-label="Last run">
                  {source.lastRun ? (
                    <>
                      <span className={styles.badge} data-status={source.lastRun.status}>
                        {source.lastRun.status}
                      </span>{' '}
                      <span className={styles.muted}>{runCounts(format, source.lastRun)}</span>
                    </>
                  ) : (
                    <span className={styles.muted}>None</span>
                  )}
                </td>
                <td>
                  <div className={styles.actions}>
                    <button type="button" className="button button-secondary" aria-expanded={shownId === source.id} onClick={() => setShownId(shownId === source.id ? null : source.id)}>
                      Runs<span className="visually-hidden"> of {source.name}</span>
                    </button>
                    {source.owned ? (
                      <>
                        <button type="button" className="button button-secondary" onClick={() => sync(source, false)} disabled={isActive(source.lastRun)}>
                          Sync now<span className="visually-hidden"> {source.name}</span>
                        </button>
                        <button type="button" className="button button-secondary" onClick={() => sync(source, true)} disabled={isActive(source.lastRun)}>
                          Full reload<span className="visually-hidden"> of {source.name}</span>
                        </button>
                        <button type="button" className="button button-secondary" onClick={() => setEditing(source)}>
                          Edit<span className="visually-hidden"> {source.name}</span>
                        </button>
                      </>
                    ) : null}
                    <button type="button" className="button button-secondary" onClick={() => setDeleting(source)}>
                      Delete<span className="visually-hidden"> {source.name}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {shown ? <SourceRuns key={shown.id} source={shown} onActivityChange={(active) => active !== isActive(shown.lastRun) && void mutate()} /> : null}

      {editing !== null ? (
        <SourceDialog
          source={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({ text: `${saved.name} was saved.` });
            void mutate();
          }}
        />
      ) : null}

      {deleting ? (
        <Dialog
          open
          role="alertdialog"
          onClose={() => setDeleting(null)}
          title={`Delete ${deleting.name}?`}
          description="Your site stops listing this feed's homes. If no other company uses the feed, it is removed with all its listings."
          className={styles.dialog}
          data-testid="delete-source-dialog"
        >
          <div className={styles.buttons}>
            <button type="button" className="button button-secondary" onClick={() => setDeleting(null)}>
              Cancel
            </button>
            <button type="button" className="button" onClick={() => remove(deleting)}>
              Delete feed
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
