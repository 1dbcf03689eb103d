'use client';

import { useState } from 'react';
import { IMAGE_KINDS, type ImageKind } from '@/lib/crm/site-settings-image-kinds';
import { contrastRatio } from '@/lib/tenancy/theme';
import { CheckField, Field, Group, orNull, TextField } from './site-fields';
import { uploadSiteImage } from './site-api';
import type { SectionProps } from './site-editor';
import styles from './site.module.css';

const HEX = /^#[0-9a-f]{6}$/i;
const TRACKING = [
  ['googleAnalyticsId', 'Google Analytics id'],
  ['googleTagManagerId', 'Google Tag Manager id'],
  ['facebookPixelId', 'Facebook pixel id'],
  ['googleAdsConversionId', 'Google Ads conversion id'],
  ['googleAdsConversionLabel', 'Google Ads conversion label'],
] as const;

/** /settings?section=branding: name, contact, images, colours, links, tracking and social sign-in flags. */
export function SiteBranding({ draft, setSettings, errors, readOnly }: SectionProps) {
  const s = draft.settings;
  const e = (path: string) => errors[`settings.${path}`];
  return (
    <>
      <Group title="Site">
        <TextField label="Site name" value={s.siteName} onChange={(siteName) => setSettings({ siteName })} error={e('siteName')} readOnly={readOnly} />
        <TextField label="Tagline" value={s.tagline ?? ''} onChange={(v) => setSettings({ tagline: orNull(v) })} error={e('tagline')} readOnly={readOnly} wide />
        <TextField label="Phone" type="tel" value={s.phone ?? ''} onChange={(v) => setSettings({ phone: orNull(v) })} error={e('phone')} readOnly={readOnly} hint="Stored as +1…; shown as (631) 555-0142" />
        <TextField label="E-mail" type="email" value={s.email ?? ''} onChange={(v) => setSettings({ email: orNull(v) })} error={e('email')} readOnly={readOnly} />
        <TextField label="Personal site URL" value={s.personalSiteUrl ?? ''} onChange={(v) => setSettings({ personalSiteUrl: orNull(v) })} error={e('personalSiteUrl')} readOnly={readOnly} hint="example.com is saved as https://example.com" />
        <Field label="Home page" error={e('homeVariant')}>
          {(props) => (
            <select {...props} value={s.homeVariant} disabled={readOnly} onChange={(ev) => setSettings({ homeVariant: ev.target.value === 'seller' ? 'seller' : 'default' })}>
              <option value="default">Buyers (search first)</option>
              <option value="seller">Sellers (home estimate first)</option>
            </select>
          )}
        </Field>
      </Group>
      <Group title="Colours" note="Buttons, links and the header use them on white: each needs at least 3:1 contrast to be read.">
        <ColourField label="Primary colour" value={s.colours.primary} onChange={(primary) => setSettings({ colours: { ...s.colours, primary } })} error={e('colours.primary')} readOnly={readOnly} testId="colour-primary" />
        <ColourField label="Call-to-action colour" value={s.colours.cta} onChange={(cta) => setSettings({ colours: { ...s.colours, cta } })} error={e('colours.cta')} readOnly={readOnly} testId="colour-cta" />
      </Group>
      <Group title="Images" note="JPEG, PNG or WebP up to 5 MB; resized on upload (logo 300 px wide, mobile logo 50, background 1920).">
        {(Object.keys(IMAGE_KINDS) as ImageKind[]).map((kind) => (
          <ImageField key={kind} kind={kind} value={s[IMAGE_KINDS[kind].field]} onChange={(url) => setSettings({ [IMAGE_KINDS[kind].field]: url })} error={e(IMAGE_KINDS[kind].field)} readOnly={readOnly} />
        ))}
      </Group>
      <Group title="Tracking codes" note="Ids only (letters, digits, _ and -); the site writes the tags itself.">
        {TRACKING.map(([key, label]) => (
          <TextField key={key} label={label} value={s.trackingCodes[key] ?? ''} readOnly={readOnly} error={e(`trackingCodes.${key}`)}
            onChange={(v) => setSettings({ trackingCodes: { ...s.trackingCodes, [key]: v === '' ? undefined : v } })} />
        ))}
      </Group>
      <Group title="Social sign-in" note="Endpoints and secrets are in the Social login section (admins).">
        <CheckField label="Facebook login" checked={s.facebookLoginEnabled} onChange={(facebookLoginEnabled) => setSettings({ facebookLoginEnabled })} readOnly={readOnly} />
        <TextField label="Facebook app id" value={s.socialLogin.facebookAppId ?? ''} onChange={(v) => setSettings({ socialLogin: { ...s.socialLogin, facebookAppId: orNull(v) } })} error={e('socialLogin.facebookAppId')} readOnly={readOnly} />
        <CheckField label="Google login" checked={s.socialLogin.googleLoginEnabled} onChange={(googleLoginEnabled) => setSettings({ socialLogin: { ...s.socialLogin, googleLoginEnabled } })} readOnly={readOnly} />
        <TextField label="Google client id" value={s.socialLogin.googleClientId ?? ''} onChange={(v) => setSettings({ socialLogin: { ...s.socialLogin, googleClientId: orNull(v) } })} error={e('socialLogin.googleClientId')} readOnly={readOnly} />
      </Group>
    </>
  );
}

/** A colour picker and its hex text side by side, with the contrast on white as the admin types. */
function ColourField({ label, value, onChange, error, readOnly, testId }: { label: string; value: string; onChange: (v: string) => void; error?: string; readOnly: boolean; testId: string }) {
  const ratio = HEX.test(value) ? contrastRatio(value, '#ffffff') : null;
  const hint = ratio === null ? 'Write it as #rrggbb' : `${ratio.toFixed(2)}:1 on white${ratio < 3 ? ' — too light' : ''}`;
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) => (
        <span className={styles.colour}>
          <input type="color" value={HEX.test(value) ? value.toLowerCase() : '#000000'} disabled={readOnly} onChange={(ev) => onChange(ev.target.value)} aria-label={`${label} picker`} tabIndex={-1} />
          <input {...props} value={value} readOnly={readOnly} data-testid={testId} onChange={(ev) => onChange(ev.target.value.trim())} />
        </span>
      )}
    </Field>
  );
}

function ImageField({ kind, value, onChange, error, readOnly }: { kind: ImageKind; value: string | null; onChange: (url: string | null) => void; error?: string; readOnly: boolean }) {
  const spec = IMAGE_KINDS[kind];
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      onChange((await uploadSiteImage(kind, file)).url);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The image could not be uploaded');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Field label={spec.label} error={problem || error} hint={busy ? 'Uploading…' : `${spec.width} px wide`}>
      {(props) => (
        <span className={styles.image}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {value ? <img src={value} alt="" className={styles.thumb} /> : <span className={styles.thumbEmpty}>None</span>}
          <input {...props} type="file" accept="image/jpeg,image/png,image/webp" disabled={readOnly || busy} onChange={(ev) => void upload(ev.target.files?.[0])} data-testid={`upload-${kind}`} />
          {value && !readOnly ? <button type="button" className={styles.small} onClick={() => onChange(null)}>Remove</button> : null}
        </span>
      )}
    </Field>
  );
}
