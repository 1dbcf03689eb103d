'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { isAbortError } from '@/lib/api/errors';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { formatPhone } from '@/lib/format/phone';
import { previewSite, type SitePreview as Preview } from './site-api';
import styles from './site.module.css';

const DELAY_MS = 250;

/**
 * The draft as the site would show it, updated as the admin types: the header with the logo and
 * the menu, the colours on buttons and a listing card, and the footer. The HTML comes back from
 * the API through the site's own sanitiser (never the raw draft), and the site itself forbids
 * framing, so this is drawn here rather than in an iframe. Inert: its links go nowhere.
 */
export function SitePreview({ settings }: { settings: CompanySettings }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const { menuHtml, footerHtml, colours } = settings;
  const validColours = /^#[0-9a-f]{6}$/i.test(colours.primary) && /^#[0-9a-f]{6}$/i.test(colours.cta);

  useEffect(() => {
    if (!validColours) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewSite({ menuHtml, footerHtml, colours }, controller.signal)
        .then(setPreview)
        .catch((error: unknown) => {
          if (!isAbortError(error)) setPreview(null);
        });
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // colours is a new object on every render of the draft; its two strings are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menuHtml, footerHtml, colours.primary, colours.cta, validColours]);

  const logo = settings.logoUrl;
  return (
    <aside className={styles.previewBox} aria-labelledby="site-preview-title" data-testid="site-preview">
      <h2 id="site-preview-title" className={styles.previewTitle}>Preview</h2>
      {Object.values(preview?.problems ?? {}).map((problem) => (
        <p key={problem} className={styles.fieldError} role="status">Will be refused on save: {problem}</p>
      ))}
      <div className={styles.preview} style={(preview?.theme ?? {}) as CSSProperties} inert data-testid="site-preview-site">
        <div className={styles.previewHeader}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {logo ? <img src={logo} alt={settings.siteName} className={styles.previewLogo} /> : <strong>{settings.siteName}</strong>}
          {settings.phone ? <span className={styles.previewContact}>{formatPhone(settings.phone)}</span> : null}
          <nav aria-label="Preview menu" className={styles.previewMenu} dangerouslySetInnerHTML={{ __html: preview?.menuHtml ?? '' }} data-testid="site-preview-menu" />
        </div>
        <div className={styles.previewBody}>
          <div className={styles.previewButtons}>
            <span className="button" data-testid="site-preview-button">Search homes</span>
            <span className="button button-cta">Request a showing</span>
          </div>
          <div className={styles.previewCard}>
            <div className={styles.previewPhoto} />
            <p className={styles.previewPrice}>$649,000</p>
            <p>3 bd · 2 ba · 1,850 sqft</p>
            <p><a href="#preview">12 Harbor Lane, Riverhead</a></p>
          </div>
        </div>
        <div className={styles.previewFooter} style={{ paddingBottom: 12 + settings.footerExtraPadding / 4 }} dangerouslySetInnerHTML={{ __html: preview?.footerHtml ?? '' }} />
      </div>
    </aside>
  );
}
