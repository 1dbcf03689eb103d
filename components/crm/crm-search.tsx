'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent } from 'react';
import styles from './crm-shell.module.css';

/** Whether a key press is someone typing (a field, an editable region), not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The global lead search in the CRM's top bar: '/' focuses it, Enter opens the leads list
 * searched. A screen with its own search (the leads list) marks it `data-crm-search-owner` and
 * keeps '/' for itself.
 */
export function CrmSearch() {
  const t = useTranslations('Crm');
  const router = useRouter();
  const pathname = usePathname();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector('[data-crm-search-owner]')) return;
      event.preventDefault();
      input.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    router.push(q ? `/leads?q=${encodeURIComponent(q)}` : '/leads');
  }

  // The leads list has its own search box, searching as you type: a second one would only confuse.
  if (pathname === '/leads') return null;
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="crm-search" className="visually-hidden">{t('searchLeads')}</label>
      <input ref={input} id="crm-search" name="q" type="search" placeholder={t('searchPlaceholder')} autoComplete="off" aria-keyshortcuts="/" />
    </form>
  );
}
