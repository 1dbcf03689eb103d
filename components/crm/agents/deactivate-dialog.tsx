'use client';

import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { AGENT_TYPE_LABELS, type TeamMember } from '@/lib/crm/team-types';
import { problemsOf, setActive } from './team-api';
import { useClosing } from './use-closing';
import styles from './team.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * "Deactivate": says what happens (signed out everywhere, no sign-in) and asks where their
 * leads go — the pond, or an active colleague. Listing and lender links follow the colleague
 * when the role fits them, else they are cleared (lib/crm/team-activation.ts).
 */
export function DeactivateDialog({ member, colleagues, onClose, onDone }: { member: TeamMember; colleagues: TeamMember[]; onClose: () => void; onDone: (text: string) => void }) {
  const [open, close] = useClosing(onClose);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { buyer, listing, lender } = member.leads;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('reassignTo') ?? '');
    setBusy(true);
    setError(null);
    try {
      const result = await setActive(member.id, false, to ? Number(to) : null);
      const where = result.reassignedTo ? `${plural(result.leadsReassigned ?? 0, 'lead')} went to ${colleagues.find((c) => c.id === result.reassignedTo)?.fullName ?? 'your colleague'}` : `${plural(result.leadsToPond, 'lead')} went to the pond`;
      onDone(`${member.fullName} is deactivated; ${where}.`);
      close();
    } catch (e) {
      setError(problemsOf(e).message);
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={`Deactivate ${member.fullName}?`} closeLabel="Close" description="They are signed out everywhere at once and can no longer sign in. You can reactivate them later.">
      <form className={styles.form} onSubmit={submit}>
        <p className={styles.leadCount} data-testid="deactivate-leads">
          {member.fullName} is buyer agent of <strong>{plural(buyer, 'lead')}</strong>
          {listing ? `, listing agent of ${plural(listing, 'lead')}` : ''}
          {lender ? `, lender of ${plural(lender, 'lead')}` : ''}.
        </p>
        <label>
          Their leads go to
          <select name="reassignTo" defaultValue="">
            <option value="">The pond (no buyer agent, anyone may claim them)</option>
            {colleagues.map((c) => <option key={c.id} value={c.id}>{c.fullName} ({AGENT_TYPE_LABELS[c.type].toLowerCase()})</option>)}
          </select>
        </label>
        {listing || lender ? <p className={styles.hint}>Listing-agent and lender links go to the colleague when they may hold that role (a broker or realtor lists, a lender lends); otherwise they are cleared.</p> : null}
        {error ? <p className={styles.error} role="alert">{error}</p> : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={close}>Cancel</button>
          <button type="submit" className={`button ${styles.danger}`} disabled={busy}>{busy ? 'Deactivating…' : 'Deactivate'}</button>
        </div>
      </form>
    </Dialog>
  );
}
