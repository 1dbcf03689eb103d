'use client';

import { useState } from 'react';
import styles from './integrations.module.css';

/** A key or signing secret shown this once, with a copy button and the warning that it will not be shown again. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div className={styles.once} role="status" data-testid="shown-once">
      <p><strong>{label}</strong> — copy it now: you won’t see it again.</p>
      <div className={styles.secret}>
        <code data-testid="secret-value">{value}</code>
        <button type="button" className={styles.secondary} onClick={copy}>{copied ? 'Copied' : 'Copy'}</button>
        <button type="button" className={styles.primary} onClick={onDone}>Done</button>
      </div>
    </div>
  );
}
