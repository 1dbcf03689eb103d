'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { LEAD_STAGES } from '@/lib/db/schema/leads';
import type { LeadDetail } from '@/lib/crm/types';
import { addLead, addProblemOf } from './add-lead-api';
import { stageLabel } from './lead-labels';
import styles from './add-lead.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (lead: LeadDetail) => void;
  /** Managers see every lead; an agent may take the lead themself instead of the lead flow deciding. */
  canAssignToSelf: boolean;
}

/**
 * "Add lead": a lead met by phone, at an open house or by referral. E-mail or phone is enough;
 * the price, town and ZIP let the lead flow pick the right rule. The API checks everything
 * (the sign-up's rules) and names each bad field.
 */
export function AddLeadDialog({ open, onClose, onAdded, canAssignToSelf }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof addProblemOf> | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const price = text('price').replace(/[$,\s]/g, '');
    setBusy(true);
    setProblem(null);
    try {
      const lead = await addLead({
        firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone'),
        source: text('source'), stage: text('stage'),
        tags: text('tags').split(',').map((t) => t.trim()).filter(Boolean),
        price: price === '' ? null : /^\d+$/.test(price) ? Number(price) : price,
        city: text('city'), zip: text('zip'),
        seller: form.get('seller') === 'on',
        assignToMe: form.get('assignToMe') === 'on',
      });
      setBusy(false);
      onAdded(lead);
    } catch (error) {
      setProblem(addProblemOf(error));
      setBusy(false);
    }
  }

  const fields = problem?.fields ?? {};
  const field = (name: string, label: string, props: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input name={name} autoComplete="off" aria-invalid={fields[name] ? true : undefined} aria-describedby={fields[name] ? `add-lead-${name}-error` : undefined} {...props} />
      {fields[name] ? <span id={`add-lead-${name}-error`} className={styles.fieldError}>{fields[name]}</span> : null}
    </label>
  );
  return (
    <Dialog open={open} onClose={onClose} title="Add lead" closeLabel="Close" description="An e-mail address or a phone number is enough. The lead flow decides who gets the lead.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
        </div>
        <div className={styles.pair}>
          {field('email', 'E-mail', { type: 'email' })}
          {field('phone', 'Phone', { type: 'tel' })}
        </div>
        {problem?.existingId ? <p className={styles.hint}><Link href={`/lead?id=${problem.existingId}`}>Open the lead with this e-mail</Link></p> : null}
        <div className={styles.pair}>
          {field('source', 'Source', { placeholder: 'Manual' })}
          <label>
            Stage
            <select name="stage" defaultValue="new">
              {LEAD_STAGES.map((s) => <option key={s} value={s}>{stageLabel(s)}</option>)}
            </select>
          </label>
        </div>
        <div className={styles.triple}>
          {field('price', 'Price', { inputMode: 'numeric', placeholder: 'e.g. 750,000' })}
          {field('city', 'Town')}
          {field('zip', 'ZIP', { inputMode: 'numeric' })}
        </div>
        {field('tags', 'Tags', { placeholder: 'comma-separated' })}
        <label className={styles.check}><input name="seller" type="checkbox" /> Selling a home</label>
        {canAssignToSelf ? <label className={styles.check}><input name="assignToMe" type="checkbox" /> Assign to me (skip the lead flow)</label> : null}
        {problem && Object.keys(problem.fields).length === 0 ? <p className={styles.error} role="alert">{problem.message}</p> : null}
        {problem && Object.keys(problem.fields).length > 0 ? <p className={styles.error} role="alert">Nothing was added: {problem.message}</p> : null}
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Adding…' : 'Add lead'}</button>
        </div>
      </form>
    </Dialog>
  );
}
