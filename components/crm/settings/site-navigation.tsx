'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';
import { Field, Group } from './site-fields';
import { parseMenuLinks, writeMenuHtml, type MenuLink } from './site-menu-links';
import type { SectionProps } from './site-editor';
import styles from './site.module.css';

const noSubscription = () => () => {};

/**
 * /settings?section=navigation: the menu as a list of links (label and URL; up, down, add,
 * remove) that writes the menu HTML, with "Edit HTML" for menus the list cannot express; the
 * footer as HTML. Both are sanitised on save and again on render; scripts, styles, event
 * handlers and javascript: links are refused with the reason.
 */
export function SiteNavigation({ draft, setSettings, errors, readOnly }: SectionProps) {
  const s = draft.settings;
  // The links are read with the browser's parser: the server renders the HTML box, the browser the list.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const parsed = useMemo(() => (inBrowser ? parseMenuLinks(s.menuHtml) : { links: [], representable: false }), [inBrowser, s.menuHtml]);
  const [asHtml, setAsHtml] = useState(false);
  const showHtml = asHtml || !parsed.representable;
  const setLinks = (links: MenuLink[]) => setSettings({ menuHtml: writeMenuHtml(links) });
  const edit = (index: number, patch: Partial<MenuLink>) => setLinks(parsed.links.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const move = (index: number, by: -1 | 1) => {
    const links = [...parsed.links];
    const [link] = links.splice(index, 1);
    if (link) links.splice(index + by, 0, link);
    setLinks(links);
  };
  const menuError = errors['settings.menuHtml'];

  return (
    <>
      <Group title="Menu" note="The site adds Favorites, Saved Searches and Log In after these links.">
        {showHtml ? (
          <Field label="Menu HTML" error={menuError} wide hint={parsed.representable ? undefined : 'This menu has markup the link list cannot show; edit it as HTML.'}>
            {(props) => <textarea {...props} rows={8} value={s.menuHtml} readOnly={readOnly} onChange={(e) => setSettings({ menuHtml: e.target.value })} className={styles.code} data-testid="menu-html" />}
          </Field>
        ) : (
          <div className={styles.wide}>
            <table className={styles.links} data-testid="menu-links">
              <caption className={styles.hidden}>Menu links</caption>
              <thead>
                <tr><th scope="col">Label</th><th scope="col">URL</th><th scope="col">New tab</th><th scope="col"><span className={styles.hidden}>Order</span></th></tr>
              </thead>
              <tbody>
                {parsed.links.map((link, i) => (
                  <tr key={i}>
                    <td><input aria-label={`Link ${i + 1} label`} value={link.label} readOnly={readOnly} onChange={(e) => edit(i, { label: e.target.value })} /></td>
                    <td><input aria-label={`Link ${i + 1} URL`} value={link.href} readOnly={readOnly} onChange={(e) => edit(i, { href: e.target.value })} /></td>
                    <td>
                      <input type="checkbox" aria-label={`Link ${i + 1} opens in a new tab`} checked={link.newTab} disabled={readOnly} onChange={(e) => edit(i, { newTab: e.target.checked })} />
                      <span className={styles.mobileLabel} aria-hidden="true">New tab</span>
                    </td>
                    <td className={styles.rowButtons}>
                      {readOnly ? null : (
                        <>
                          <button type="button" className={styles.small} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move link ${i + 1} up`}>↑</button>
                          <button type="button" className={styles.small} disabled={i === parsed.links.length - 1} onClick={() => move(i, 1)} aria-label={`Move link ${i + 1} down`}>↓</button>
                          <button type="button" className={styles.small} onClick={() => setLinks(parsed.links.filter((_, j) => j !== i))} aria-label={`Remove link ${i + 1}`}>✕</button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {menuError ? <p className={styles.fieldError}>{menuError}</p> : null}
          </div>
        )}
        {readOnly ? null : (
          <div className={`${styles.wide} ${styles.rowButtons}`}>
            {showHtml ? null : <button type="button" className="button button-secondary" onClick={() => setLinks([...parsed.links, { label: 'New link', href: '/', newTab: false }])}>Add link</button>}
            {parsed.representable ? (
              <button type="button" className="button button-secondary" onClick={() => setAsHtml(!asHtml)} aria-pressed={asHtml}>{asHtml ? 'Edit as links' : 'Edit HTML'}</button>
            ) : null}
          </div>
        )}
      </Group>
      <Group title="Footer">
        <Field label="Footer HTML" error={errors['settings.footerHtml']} wide hint="Headings, paragraphs, lists, links and https images.">
          {(props) => <textarea {...props} rows={10} value={s.footerHtml} readOnly={readOnly} onChange={(e) => setSettings({ footerHtml: e.target.value })} className={styles.code} />}
        </Field>
        <Field label="Extra space under the footer (px)" error={errors['settings.footerExtraPadding']} hint="For a chat widget that covers the bottom of the page; 0 to 400.">
          {(props) => (
            <input {...props} type="number" min={0} max={400} value={s.footerExtraPadding} readOnly={readOnly} onChange={(e) => setSettings({ footerExtraPadding: Number.isFinite(e.target.valueAsNumber) ? e.target.valueAsNumber : 0 })} />
          )}
        </Field>
      </Group>
    </>
  );
}
