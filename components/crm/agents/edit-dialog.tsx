'use client';

import { useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { AGENT_TYPE_LABELS, MAX_BIO_LENGTH, MAX_PHOTO_BYTES, MAX_SITE_LENGTH, PHOTO_TYPES, TEAM_TYPES, type TeamMember } from '@/lib/crm/team-types';
import { FieldError } from './field-error';
import { MemberPhoto } from './member-photo';
import { problemsOf, updateMember, uploadPhoto } from './team-api';
import { useClosing } from './use-closing';
import styles from './team.module.css';

const TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'bio', 'site'] as const;

/**
 * Edit an agent: type, admin flag, names, phone, bio, site value and photo. Only what changed is
 * sent (PATCH), then the photo if one was chosen; a refusal names its field.
 */
export function EditDialog({ member, viewerId, onClose, onSaved }: { member: TeamMember; viewerId: number; onClose: () => void; onSaved: () => void }) {
  const [open, close] = useClosing(onClose);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const self = member.id === viewerId;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const patch: Record<string, unknown> = {};
    for (const field of TEXT_FIELDS) {
      const value = String(form.get(field) ?? '');
      if (value !== (member[field] ?? '')) patch[field] = value;
    }
    const type = String(form.get('type'));
    if (type !== member.type) patch.type = type;
    const isAdmin = self ? member.isAdmin : form.get('isAdmin') === 'on';
    if (isAdmin !== member.isAdmin) patch.isAdmin = isAdmin;
    const photo = form.get('photo');
    const file = photo instanceof File && photo.size > 0 ? photo : null;
    if (file && file.size > MAX_PHOTO_BYTES) {
      setProblem({ message: 'The photo is too large', fields: { photo: `The photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB` } });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      if (Object.keys(patch).length > 0) await updateMember(member.id, patch);
      if (file) await uploadPhoto(member.id, file);
      onSaved();
      close();
    } catch (error) {
      setProblem(problemsOf(error));
      setBusy(false);
    }
  }

  const fields = problem?.fields ?? {};
  const described = (field: string) => ({ 'aria-invalid': fields[field] ? true : undefined, 'aria-describedby': fields[field] ? `edit-${field}-error` : undefined });
  return (
    <Dialog open={open} onClose={close} title={`Edit ${member.fullName}`} closeLabel="Close">
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.pair}>
          <label>
            First name
            <input name="firstName" defaultValue={member.firstName} required {...described('firstName')} />
            <FieldError id="edit-firstName-error" message={fields.firstName} />
          </label>
          <label>
            Last name
            <input name="lastName" defaultValue={member.lastName} required {...described('lastName')} />
            <FieldError id="edit-lastName-error" message={fields.lastName} />
          </label>
        </div>
        <div className={styles.pair}>
          <label>
            Type
            <select name="type" defaultValue={member.type}>
              {TEAM_TYPES.map((t) => <option key={t} value={t}>{AGENT_TYPE_LABELS[t]}</option>)}
            </select>
          </label>
          <label>
            Phone
            <input name="phone" type="tel" defaultValue={member.phone ?? ''} {...described('phone')} />
            <FieldError id="edit-phone-error" message={fields.phone} />
          </label>
        </div>
        <label className={styles.check}>
          <input name="isAdmin" type="checkbox" defaultChecked={member.isAdmin} disabled={self} aria-describedby={self ? 'edit-admin-self' : undefined} /> Admin
        </label>
        {self ? <span id="edit-admin-self" className={styles.hint}>You cannot remove your own admin flag: another admin can.</span> : null}
        <label>
          Site value (agentSite)
          <input name="site" defaultValue={member.site ?? ''} maxLength={MAX_SITE_LENGTH} placeholder="jane-doe" {...described('site')} />
          <FieldError id="edit-site-error" message={fields.site} />
        </label>
        <label>
          Bio
          <textarea name="bio" rows={4} defaultValue={member.bio ?? ''} maxLength={MAX_BIO_LENGTH} {...described('bio')} />
          <FieldError id="edit-bio-error" message={fields.bio} />
        </label>
        <div className={styles.photoRow}>
          <MemberPhoto member={member} size={56} />
          <label>
            New photo (JPEG, PNG or WebP, up to 5 MB)
            <input name="photo" type="file" accept={PHOTO_TYPES.join(',')} {...described('photo')} />
            <FieldError id="edit-photo-error" message={fields.photo} />
          </label>
        </div>
        {problem && Object.keys(problem.fields).length === 0 ? <p className={styles.error} role="alert">{problem.message}</p> : null}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={close}>Cancel</button>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : 'Save'}</button>
        </div>
      </form>
    </Dialog>
  );
}
