'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { MAX_NAME_LENGTH } from '@/lib/ealerts/naming';
import styles from './saved-searches.module.css';

/** The inline rename form of a saved search; the server tidies and de-duplicates the name. */
export function RenameForm({ name, onSave, onCancel }: { name: string; onSave: (name: string) => void; onCancel: () => void }) {
  const t = useTranslations('SavedSearches');
  const id = useId();
  const [value, setValue] = useState(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '' || value.trim() === name) return onCancel();
    onSave(value);
  };
  return (
    <form className={styles.renameForm} onSubmit={submit} data-testid="rename-form">
      <label htmlFor={id}>
        {t('newName')}
        {/* Longer names are cut by the server (SPEC §5); the field stops there too. */}
        <input id={id} value={value} onChange={(e) => setValue(e.target.value)} maxLength={MAX_NAME_LENGTH} required autoFocus />
      </label>
      <button type="submit" className="button">{t('save')}</button>
      <button type="button" className="button button-secondary" onClick={onCancel}>{t('cancel')}</button>
    </form>
  );
}
