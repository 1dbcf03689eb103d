'use client';

import { useState, type ReactNode } from 'react';
import { apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { AutomationSettings } from '@/lib/automation/settings-schema';
import type { AutomationSettingsView } from '@/lib/automation/settings-view';
import { TemplateEditor } from './automation-template';
import styles from './automation.module.css';

function problemsOf(error: unknown): { message: string; fields: Record<string, string> } {
  if (!(error instanceof ApiError)) return { message: 'Could not save: try again.', fields: {} };
  const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
  return { message: error.error, fields: body?.errors ?? {} };
}

function Switch({ label, checked, onChange, disabled, name }: { label: string; checked: boolean; onChange: (on: boolean) => void; disabled: boolean; name: string }) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Group({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend>{title}</legend>
      <p className={styles.help}>{help}</p>
      {children}
    </fieldset>
  );
}

function NumberField({ label, name, value, min, max, unit, onChange, error, readOnly }: {
  label: string; name: string; value: number; min: number; max: number; unit: string; onChange: (n: number) => void; error?: string; readOnly: boolean;
}) {
  return (
    <label className={styles.number}>
      {label}
      <span className={styles.withUnit}>
        <input type="number" name={name} inputMode="numeric" min={min} max={max} step={1} value={Number.isFinite(value) ? value : ''} readOnly={readOnly}
          onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined} />
        {unit}
      </span>
      {error && <span id={`${name}-error`} className={styles.fieldError}>{error}</span>}
    </label>
  );
}

/**
 * /settings → Automation: each trigger's switch with its template (field picker, preview),
 * the delays, the sending hours of texts and calls, and the claim window. Admins save the
 * whole (PUT, 422 by field shown next to each input); brokers read it with the inputs locked.
 */
export function AutomationEditor({ initial }: { initial: AutomationSettingsView }) {
  const [settings, setSettings] = useState<AutomationSettings>(initial.settings);
  const [saved, setSaved] = useState(JSON.stringify(initial.settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const readOnly = !initial.canEdit;
  const dirty = JSON.stringify(settings) !== saved;
  const set = <K extends keyof AutomationSettings>(key: K, value: AutomationSettings[K]) => {
    setSettings((s) => ({ ...s, [key]: value }));
    setStatus('');
  };

  async function save() {
    setSaving(true);
    setFailure('');
    setStatus('');
    try {
      const answer = await apiRequest<{ data: AutomationSettingsView }>('PUT', '/crm/automation', settings);
      setSettings(answer.data.settings);
      setSaved(JSON.stringify(answer.data.settings));
      setErrors({});
      setStatus('Saved: new leads get these from now on.');
    } catch (error) {
      const { message, fields } = problemsOf(error);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? `${message}: see the fields marked below.` : message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.editor} onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="Automation settings" data-testid="automation-editor">
      {readOnly && <p className={styles.note}>Only admins change these. You see them as they are.</p>}
      <Group title="Welcome e-mail" help="Sent at sign-up from the lead’s agent (the company when there is none). Not sent to unsubscribed leads.">
        <Switch name="welcomeEmail.enabled" label="Send a welcome e-mail" checked={settings.welcomeEmail.enabled} disabled={readOnly} onChange={(enabled) => set('welcomeEmail', { ...settings.welcomeEmail, enabled })} />
        <TemplateEditor name="welcomeEmail" title="Welcome e-mail" value={settings.welcomeEmail} errors={errors} readOnly={readOnly} onChange={(t) => set('welcomeEmail', { ...settings.welcomeEmail, ...t, subject: t.subject ?? '' })} />
      </Group>
      <Group title="Follow-up e-mail to buyers" help="Sent a few days after a buyer signs up, unless they unsubscribed or it was switched off meanwhile.">
        <Switch name="delayedEmail.enabled" label="Send a follow-up e-mail" checked={settings.delayedEmail.enabled} disabled={readOnly} onChange={(enabled) => set('delayedEmail', { ...settings.delayedEmail, enabled })} />
        <NumberField label="Send after" name="delayedEmail.afterDays" unit="days" min={1} max={60} value={settings.delayedEmail.afterDays} readOnly={readOnly} error={errors['delayedEmail.afterDays']} onChange={(afterDays) => set('delayedEmail', { ...settings.delayedEmail, afterDays })} />
        <TemplateEditor name="delayedEmail" title="Follow-up e-mail to buyers" value={settings.delayedEmail} errors={errors} readOnly={readOnly} onChange={(t) => set('delayedEmail', { ...settings.delayedEmail, ...t, subject: t.subject ?? '' })} />
      </Group>
      <Group title="Follow-up e-mail to sellers" help="Sent a few days after a seller asks for their home’s value.">
        <Switch name="sellerDelayedEmail.enabled" label="Send a seller follow-up e-mail" checked={settings.sellerDelayedEmail.enabled} disabled={readOnly} onChange={(enabled) => set('sellerDelayedEmail', { ...settings.sellerDelayedEmail, enabled })} />
        <NumberField label="Send after" name="sellerDelayedEmail.afterDays" unit="days" min={1} max={60} value={settings.sellerDelayedEmail.afterDays} readOnly={readOnly} error={errors['sellerDelayedEmail.afterDays']} onChange={(afterDays) => set('sellerDelayedEmail', { ...settings.sellerDelayedEmail, afterDays })} />
        <TemplateEditor name="sellerDelayedEmail" title="Follow-up e-mail to sellers" value={settings.sellerDelayedEmail} errors={errors} readOnly={readOnly} onChange={(t) => set('sellerDelayedEmail', { ...settings.sellerDelayedEmail, ...t, subject: t.subject ?? '' })} />
      </Group>
      <Group title="Smart text" help="A text from the agent to a new lead with a phone number, within a minute of sign-up.">
        <Switch name="smartText.enabled" label="Send a smart text" checked={settings.smartText.enabled} disabled={readOnly} onChange={(enabled) => set('smartText', { ...settings.smartText, enabled })} />
        <TemplateEditor name="smartText" title="Smart text" value={{ body: settings.smartText.body }} errors={errors} readOnly={readOnly} bodyRows={3} onChange={(t) => set('smartText', { ...settings.smartText, body: t.body })} />
      </Group>
      <Group title="Calls, look-ups and alerts" help="What happens at once when a lead arrives or turns hot.">
        <Switch name="autoCall.enabled" label="Auto-call: ring the agent and connect them to a new lead" checked={settings.autoCall.enabled} disabled={readOnly} onChange={(enabled) => set('autoCall', { enabled })} />
        <Switch name="reversePhoneLookup.enabled" label="Look up a new lead’s phone number" checked={settings.reversePhoneLookup.enabled} disabled={readOnly} onChange={(enabled) => set('reversePhoneLookup', { enabled })} />
        <Switch name="hotLeadAlerts.enabled" label="Alert the agent when a lead turns hot" checked={settings.hotLeadAlerts.enabled} disabled={readOnly} onChange={(enabled) => set('hotLeadAlerts', { enabled })} />
      </Group>
      <Group title="Timing" help="Action-plan texts and calls wait for the sending hours (company time). First-to-claim groups have the claim window before the default rule decides.">
        <div className={styles.row}>
          <label className={styles.number}>
            Sending from
            <input type="time" name="sendingHours.start" value={settings.sendingHours.start} readOnly={readOnly} onChange={(e) => set('sendingHours', { ...settings.sendingHours, start: e.target.value })}
              aria-invalid={errors['sendingHours.start'] ? true : undefined} aria-describedby={errors['sendingHours.start'] ? 'sendingHours.start-error' : undefined} />
            {errors['sendingHours.start'] && <span id="sendingHours.start-error" className={styles.fieldError}>{errors['sendingHours.start']}</span>}
          </label>
          <label className={styles.number}>
            until
            <input type="time" name="sendingHours.end" value={settings.sendingHours.end} readOnly={readOnly} onChange={(e) => set('sendingHours', { ...settings.sendingHours, end: e.target.value })}
              aria-invalid={errors['sendingHours.end'] ? true : undefined} aria-describedby={errors['sendingHours.end'] ? 'sendingHours.end-error' : undefined} />
            {errors['sendingHours.end'] && <span id="sendingHours.end-error" className={styles.fieldError}>{errors['sendingHours.end']}</span>}
          </label>
          <NumberField label="Claim window" name="claimWindowMinutes" unit="minutes" min={1} max={1440} value={settings.claimWindowMinutes} readOnly={readOnly} error={errors.claimWindowMinutes} onChange={(claimWindowMinutes) => set('claimWindowMinutes', claimWindowMinutes)} />
        </div>
      </Group>
      {!readOnly && (
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={saving || !dirty}>{saving ? 'Saving…' : 'Save'}</button>
          <p role="status" aria-live="polite" className={failure ? styles.failure : styles.status}>{failure || status}</p>
        </div>
      )}
    </form>
  );
}
