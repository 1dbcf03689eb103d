'use client';

import { useState } from 'react';
import styles from './copyable-link.module.css';

interface Props {
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** Said when the browser refuses the clipboard: the visitor copies from the field. */
  copyYourselfLabel: string;
  testId: string;
}

/** A link to share: shown in a field that selects itself, with a Copy button and its outcome. */
export function CopyableLink({ label, value, copyLabel, copiedLabel, copyYourselfLabel, testId }: Props) {
  const [status, setStatus] = useState<{ for: string; copied: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus({ for: value, copied: true });
    } catch {
      setStatus({ for: value, copied: false });
    }
  };
  // A message about another value (the link changed since) is stale.
  const said = status?.for === value ? (status.copied ? copiedLabel : copyYourselfLabel) : '';
  return (
    <div className={styles.row}>
      <label className={styles.field}>
        <span>{label}</span>
        <input readOnly value={value} onFocus={(e) => e.currentTarget.select()} data-testid={testId} />
      </label>
      <button type="button" className="button button-secondary" onClick={copy}>
        {copyLabel}
      </button>
      <p role="status" className={styles.status}>
        {said}
      </p>
    </div>
  );
}
