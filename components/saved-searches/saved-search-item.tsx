'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { EALERT_FREQUENCIES, isFrequency } from '@/lib/ealerts/frequencies';
import { alertSearchUrl, criteriaSummary } from '@/lib/ealerts/summary';
import type { EAlert } from '@/lib/ealerts/types';
import type { SearchConfig } from '@/lib/search/search-config';
import { useEAlertsStore } from '@/stores/e-alerts';
import { useFlashStore } from '@/stores/flash';
import { RenameForm } from './rename-form';
import styles from './saved-searches.module.css';

const success = (message: string) => useFlashStore.getState().show(message, { kind: 'success' });

/** One saved search: its name, what it looks for, how often it mails, and what can be done with it. */
export function SavedSearchItem({ alert, config, onDeleted }: { alert: EAlert; config: SearchConfig; onDeleted: () => void }) {
  const t = useTranslations('SavedSearches');
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const summary = useMemo(() => criteriaSummary(alert.criteria, config), [alert.criteria, config]);
  const url = useMemo(() => alertSearchUrl(alert.criteria, config.ctx), [alert.criteria, config.ctx]);
  // Not saved yet (an optimistic add): nothing to change until the server has it.
  const pending = alert.id < 0;
  const nameId = `saved-search-${alert.id}`;
  const store = useEAlertsStore.getState;

  const rename = async (customName: string) => {
    setRenaming(false);
    const saved = await store().update(alert.id, { customName });
    if (saved) success(t('renamed', { name: saved.customName }));
  };
  const changeFrequency = async (value: string) => {
    if (!isFrequency(value)) return;
    const saved = await store().update(alert.id, { frequency: value });
    if (saved) success(t('frequencySaved', { name: saved.customName, frequency: t(`frequencies.${saved.frequency}`) }));
  };
  const remove = async () => {
    setConfirming(false);
    if (await store().remove(alert.id)) {
      success(t('deleted', { name: alert.customName }));
      onDeleted();
    }
  };
  // Hidden text names the search, so "Rename" and "Delete" are told apart in a list of buttons.
  const named = (label: string) => (
    <>
      {label}
      <span className="visually-hidden"> {alert.customName}</span>
    </>
  );

  return (
    <li className={styles.item} aria-labelledby={nameId} aria-busy={pending} data-testid="saved-search">
      <h2 id={nameId} className={styles.name}>{alert.customName}</h2>
      {renaming ? <RenameForm name={alert.customName} onSave={rename} onCancel={() => setRenaming(false)} /> : null}
      <p className={styles.summary} data-testid="saved-search-summary">{summary}</p>
      <div className={styles.controls}>
        <label className={styles.frequency}>
          <span>{t('frequency')}</span>
          <select value={alert.frequency} onChange={(e) => changeFrequency(e.target.value)} disabled={pending} data-testid="frequency">
            {EALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>{t(`frequencies.${f}`)}</option>
            ))}
          </select>
        </label>
        <Link className="button" href={url} data-testid="run-search">{named(t('run'))}</Link>
        {renaming ? null : (
          <button type="button" className="button button-secondary" onClick={() => setRenaming(true)} disabled={pending}>
            {named(t('rename'))}
          </button>
        )}
        {confirming ? (
          <div className={styles.confirm} role="group" aria-label={t('confirmDelete')}>
            <p>{t('confirmDelete')}</p>
            <button type="button" className={`button ${styles.danger}`} onClick={remove} autoFocus>{t('confirm')}</button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>{t('keep')}</button>
          </div>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setConfirming(true)} disabled={pending}>
            {named(t('delete'))}
          </button>
        )}
      </div>
    </li>
  );
}
