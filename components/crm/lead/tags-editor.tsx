'use client';
import { useState } from 'react';
import styles from './lead.module.css';

/** The lead's tags: remove with ×, add by typing and Enter (the server checks ≤ 20 of 1..40 characters). */
export function TagsEditor({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => Promise<void> }) {
  const [draft, setDraft] = useState('');
  return (
    <div className={styles.field}>
      <span id="lead-tags-label">Tags</span>
      <ul className={styles.tags} aria-labelledby="lead-tags-label">
        {tags.map((tag) => (
          <li key={tag} className={styles.tag}>
            {tag}
            <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => void onChange(tags.filter((t) => t !== tag))}>×</button>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => { e.preventDefault(); const t = draft.trim(); if (t) void onChange([...tags, t]).then(() => setDraft('')); }}>
        <input aria-label="Add a tag" placeholder="Add a tag" maxLength={40} value={draft} onChange={(e) => setDraft(e.target.value)} />
      </form>
    </div>
  );
}
