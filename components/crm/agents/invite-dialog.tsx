'use client';

import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { AgentType } from '@/lib/db/schema/agents';
import { AGENT_TYPE_LABELS, INVITE_DAYS, TEAM_TYPES, type TeamMember } from '@/lib/crm/team-types';
import { invite, problemsOf } from './team-api';
import { FieldError } from './field-error';
import { useClosing } from './use-closing';
import styles from './team.module.css';

/** "Invite agent": the new agent's name, e-mail, type, admin flag and phone; the API mails them a set-password link. */
export function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: (member: TeamMember) => void }) {
  const [open, close] = useClosing(onClose);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setBusy(true);
    setProblem(null);
    try {
      const member = await invite({
        email: text('email'),
        firstName: text('firstName'),
        lastName: text('lastName'),
        type: text('type') as AgentType,
        isAdmin: form.get('isAdmin') === 'on',
        phone: text('phone'),
      });
      onDone(member);
      close();
    } catch (error) {
      setProblem(problemsOf(error));
      setBusy(false);
    }
  }

  const fields = problem?.fields ?? {};
  return (
    <Dialog open={open} onClose={close} title="Invite agent" closeLabel="Close" description={`They get an e-mail with a link to choose their password (it works once, for ${INVITE_DAYS} days).`}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <label>
            First name
            <input name="firstName" autoComplete="off" required aria-invalid={fields.firstName ? true : undefined} aria-describedby={fields.firstName ? 'invite-firstName-error' : undefined} />
            <FieldError id="invite-firstName-error" message={fields.firstName} />
          </label>
          <label>
            Last name
            <input name="lastName" autoComplete="off" required aria-invalid={fields.lastName ? true : undefined} aria-describedby={fields.lastName ? 'invite-lastName-error' : undefined} />
            <FieldError id="invite-lastName-error" message={fields.lastName} />
          </label>
        </div>
        <label>
          E-mail
          <input name="email" type="email" autoComplete="off" required aria-invalid={fields.email ? true : undefined} aria-describedby={fields.email ? 'invite-email-error' : undefined} />
          <FieldError id="invite-email-error" message={fields.email} />
        </label>
        <div className={styles.pair}>
          <label>
            Type
            <select name="type" defaultValue="agent">
              {TEAM_TYPES.map((t) => <option key={t} value={t}>{AGENT_TYPE_LABELS[t]}</option>)}
            </select>
          </label>
          <label>
            Phone (optional)
            <input name="phone" type="tel" autoComplete="off" aria-invalid={fields.phone ? true : undefined} aria-describedby={fields.phone ? 'invite-phone-error' : undefined} />
            <FieldError id="invite-phone-error" message={fields.phone} />
          </label>
        </div>
        <label className={styles.check}>
          <input name="isAdmin" type="checkbox" /> Admin (may change the team, settings and imports)
        </label>
        {problem && Object.keys(problem.fields).length === 0 ? <p className={styles.error} role="alert">{problem.message}</p> : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={close}>Cancel</button>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Sending…' : 'Send invite'}</button>
        </div>
      </form>
    </Dialog>
  );
}
