'use client';

import { useState, type FormEvent } from 'react';
import type { SiteSettingsAnswer } from '@/lib/crm/site-settings-types';
import { sectionOfField, type SiteSectionKey } from '@/lib/crm/site-settings-fields';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { problemOf, saveSite, type SiteDocument } from './site-api';
import { SiteBranding } from './site-branding';
import { SiteDomains } from './site-domains';
import { SiteNavigation } from './site-navigation';
import { SitePreview } from './site-preview';
import { SiteSearch } from './site-search';
import styles from './site.module.css';

const TITLES: Record<SiteSectionKey, string> = { branding: 'Site & branding', navigation: 'Menu & footer', search: 'Search & listings', domains: 'Domains' };

const documentOf = (answer: SiteSettingsAnswer): SiteDocument => ({ settings: answer.settings, domains: answer.domains, locations: answer.locations });

/** What each section's form receives: the draft, how to change it, its errors, and whether it may. */
export interface SectionProps {
  draft: SiteDocument;
  setSettings: (patch: Partial<CompanySettings>) => void;
  setDraft: (patch: Partial<SiteDocument>) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  features: SiteSettingsAnswer['features'];
}

/**
 * One section of the site's settings (/settings?section=branding|navigation|search|domains).
 * The form edits a draft of the WHOLE document and Save sends all of it (PUT replaces the
 * document: docs/admin.md), so errors the API names in another section are listed too, with
 * that section's name. A live preview of the site stands beside the form (below it on a phone).
 */
export function SiteEditor({ section, initial }: { section: SiteSectionKey; initial: SiteSettingsAnswer }) {
  const [saved, setSaved] = useState(() => documentOf(initial));
  const [draft, setDraftState] = useState(() => documentOf(initial));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [notice, setNotice] = useState('');
  const readOnly = !initial.canEdit;
  const errors = problem?.fields ?? {};

  const setDraft = (patch: Partial<SiteDocument>) => {
    setDraftState((d) => ({ ...d, ...patch }));
    setNotice('');
  };
  const setSettings = (patch: Partial<CompanySettings>) => {
    setDraftState((d) => ({ ...d, settings: { ...d.settings, ...patch } }));
    setNotice('');
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveSite(draft);
      setSaved(documentOf(answer));
      setDraftState(documentOf(answer));
      setNotice('Saved. The site shows it within a few seconds.');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const props: SectionProps = { draft, setSettings, setDraft, errors, readOnly, features: initial.features };
  const elsewhere = Object.entries(errors).filter(([key]) => sectionOfField(key) !== section);

  return (
    <div className={styles.layout} data-testid="site-settings">
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="site-settings-title">
        <h2 id="site-settings-title" className={styles.title}>{TITLES[section]}</h2>
        {readOnly ? <p className={styles.note}>Only admins change the site’s settings; you can read them.</p> : null}
        {section === 'branding' ? <SiteBranding {...props} /> : null}
        {section === 'navigation' ? <SiteNavigation {...props} /> : null}
        {section === 'search' ? <SiteSearch {...props} /> : null}
        {section === 'domains' ? <SiteDomains {...props} /> : null}
        <div className={styles.footer}>
          {problem ? (
            <div className={styles.error} role="alert">
              <p>{Object.keys(problem.fields).length ? 'Nothing was saved. Fix the marked fields.' : problem.message}</p>
              {elsewhere.length ? (
                <ul>
                  {elsewhere.map(([key, message]) => {
                    const other = sectionOfField(key);
                    return <li key={key}>{other ? `${TITLES[other]}: ` : ''}{message}</li>;
                  })}
                </ul>
              ) : null}
            </div>
          ) : null}
          <p className={styles.notice} role="status">{notice}</p>
          {readOnly ? null : (
            <div className={styles.buttons}>
              <button type="button" className="button button-secondary" disabled={busy} onClick={() => { setDraftState(saved); setProblem(null); setNotice(''); }}>
                Discard changes
              </button>
              <button type="submit" className="button" disabled={busy} data-testid="site-save">{busy ? 'Saving…' : 'Save settings'}</button>
            </div>
          )}
        </div>
      </form>
      {section === 'domains' ? null : <SitePreview settings={draft.settings} />}
    </div>
  );
}
