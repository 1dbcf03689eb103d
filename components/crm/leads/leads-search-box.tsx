'use client';
import { useEffect, useRef, useState } from 'react';
import { MAX_Q } from '@/lib/crm/leads-query';
import styles from './leads.module.css';

const DEBOUNCE_MS = 250;

/** Search as you type (debounced); '/' anywhere outside a field focuses it. */
export function LeadsSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    // Owns '/' on this screen: the shell's search box leaves the key to it (components/crm/crm-search.tsx).
    <div className={styles.search} data-crm-search-owner>
      <label htmlFor="leads-search">Search leads</label>
      <input
        ref={input}
        id="leads-search"
        type="search"
        value={text}
        maxLength={MAX_Q}
        placeholder="Name, e-mail or phone  ( / )"
        autoComplete="off"
        aria-keyshortcuts="/"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
      />
    </div>
  );
}
