'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AbTestView } from '@/lib/crm/ab-types';
import { problemsOf } from '@/components/crm/agents/team-api';
import { patchTest } from './ab-api';
import { count, percent } from './format';
import styles from './ab.module.css';

/** The variant with the best rate among those with data (the control when none has any). */
function bestOf(test: AbTestView): number | null {
  const ranked = [...test.variants].sort((a, b) => b.figures.rate - a.figures.rate);
  return (ranked.find((v) => v.figures.exposures > 0) ?? test.variants[0])?.id ?? null;
}

/** Stop a running test and keep a winner: its prompt becomes what every visitor sees. */
export function StopDialog({ test, onClose, onStopped }: { test: AbTestView; onClose: () => void; onStopped: (test: AbTestView) => void }) {
  const [winner, setWinner] = useState<number | null>(() => bestOf(test));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function stop() {
    if (winner === null) return;
    setBusy(true);
    setError(null);
    try {
      onStopped(await patchTest(test.id, { status: 'stopped', winnerVariantId: winner }));
    } catch (e) {
      setError(problemsOf(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={`Stop “${test.name}”?`} description="The variant you keep becomes the site's sign-up prompt for every visitor. A stopped test cannot start again." closeLabel="Close" data-testid="ab-stop-dialog">
      <fieldset className={styles.winners}>
        <legend>Keep</legend>
        {test.variants.map((v) => (
          <label key={v.id} className={styles.radio}>
            <input type="radio" name="winner" value={v.id} checked={winner === v.id} onChange={() => setWinner(v.id)} />
            {v.name} — {percent(v.figures.rate)} of {count(v.figures.exposures)}
          </label>
        ))}
      </fieldset>
      {error ? <p role="alert" className={styles.fieldError}>{error}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={stop} disabled={busy || winner === null} data-testid="ab-stop-confirm">
          Stop and keep the winner
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
