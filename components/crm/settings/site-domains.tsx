'use client';

import { Group } from './site-fields';
import type { SectionProps } from './site-editor';
import styles from './site.module.css';

/** /settings?section=domains: the host names the site answers on, one of them primary (its links, sitemap and e-mails use it). */
export function SiteDomains({ draft, setDraft, errors, readOnly }: SectionProps) {
  const domains = draft.domains;
  const set = (next: typeof domains) => setDraft({ domains: next });
  return (
    <Group title="Domains" note="Point the domain’s DNS at this site first. “www.” is the same site; the primary domain is the one links and e-mails use.">
      {errors.domains ? <p className={`${styles.fieldError} ${styles.wide}`}>{errors.domains}</p> : null}
      <table className={`${styles.links} ${styles.domainTable} ${styles.wide}`} data-testid="domains">
        <caption className={styles.hidden}>Domains</caption>
        <thead>
          <tr><th scope="col">Host</th><th scope="col">Primary</th><th scope="col"><span className={styles.hidden}>Remove</span></th></tr>
        </thead>
        <tbody>
          {domains.map((d, i) => (
            <tr key={i}>
              <td>
                <input aria-label={`Domain ${i + 1}`} value={d.host} readOnly={readOnly} aria-invalid={errors[`domains.${i}.host`] ? true : undefined} aria-describedby={errors[`domains.${i}.host`] ? `domain-${i}-error` : undefined}
                  onChange={(e) => set(domains.map((x, j) => (j === i ? { ...x, host: e.target.value } : x)))} />
                {errors[`domains.${i}.host`] ? <span id={`domain-${i}-error`} className={styles.fieldError}>{errors[`domains.${i}.host`]}</span> : null}
              </td>
              <td>
                <input type="radio" name="primary-domain" aria-label={`${d.host || `Domain ${i + 1}`} is primary`} checked={d.isPrimary} disabled={readOnly} onChange={() => set(domains.map((x, j) => ({ ...x, isPrimary: j === i })))} />
                <span className={styles.mobileLabel} aria-hidden="true">Primary</span>
              </td>
              <td>{readOnly ? null : <button type="button" className={styles.small} onClick={() => set(domains.filter((_, j) => j !== i))} aria-label={`Remove ${d.host || `domain ${i + 1}`}`}>Remove</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {readOnly ? null : <button type="button" className="button button-secondary" onClick={() => set([...domains, { host: '', isPrimary: domains.length === 0 }])}>Add domain</button>}
    </Group>
  );
}
