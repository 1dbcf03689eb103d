'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import type { SelectedFilters, SuggestionKey } from '@/lib/filters/types';
import { propertyUrl } from '@/lib/search/property-json';
import { chooseSuggestion, searchKeyword, visibleBuckets, type SuggestionBucket } from '@/lib/search/suggestion-choice';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search-box.module.css';

/** DESIGN §8: under 2 characters there are no suggestions. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 150;

// The fetching (and SWR with it) loads with the first letters typed, or on focus, not with the page.
const loadSource = () => import('./suggestions-source');
const SuggestionsSource = dynamic(() => loadWithRetry(() => loadSource().then((m) => m.SuggestionsSource)), { ssr: false });

type Recipe = (current: SelectedFilters) => SelectedFilters;

/**
 * The search box (issue 4): suggestions grouped by key in SPEC's order, keyboard navigable
 * (arrows, Enter, Escape) as an ARIA combobox. Enter without a choice searches the words as a keyword.
 * `name` names the input for a form around it that works before (or without) JavaScript: the
 * home page's GET form to /real-estate (?keyword=…); once hydrated, Enter is handled here.
 */
export function SearchBox({ onChoose, name }: { onChoose: (recipe: Recipe) => void; name?: string }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [data, setData] = useState<SuggestionBucket[]>([]);
  const buckets = useMemo(() => (text.trim().length >= MIN_CHARS ? visibleBuckets(data) : []), [data, text]);
  const flat = useMemo(() => buckets.flatMap((b) => b.hits.map((hit) => ({ key: b.key, hit }))), [buckets]);
  // Where each bucket's hits start in `flat`, so an option knows its place for the arrow keys.
  const offsets = useMemo(() => buckets.map((_, i) => buckets.slice(0, i).reduce((n, b) => n + b.hits.length, 0)), [buckets]);
  const expanded = open && flat.length > 0;

  const choose = (index: number) => {
    const item = flat[index];
    setOpen(false);
    setActive(-1);
    if (item === undefined) {
      if (text.trim() !== '') onChoose(searchKeyword(text));
      setText('');
      return;
    }
    setText('');
    if (item.key === 'address' && item.hit.property_id !== undefined) return router.push(propertyUrl(item.hit.property_id, item.hit.value));
    onChoose(chooseSuggestion(item.key, item.hit.value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + flat.length + (i === -1 && step === -1 ? 1 : 0)) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(expanded ? active : -1);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className={styles.box} role="search">
      {query.length >= MIN_CHARS ? <SuggestionsSource query={query} onData={setData} /> : null}
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        name={name}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={text}
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          // Warm the module; a failure here is retried when the first letters are typed.
          loadSource().catch(() => undefined);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        data-testid="search-input"
      />
      <button type="button" className={styles.submit} onClick={() => choose(expanded ? active : -1)} aria-label={t('searchButton')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
        </svg>
      </button>
      <div id={`${id}-listbox`} role="listbox" aria-label={t('suggestions')} className={styles.listbox} hidden={!expanded}>
        {buckets.map((bucket, b) => (
          <div key={bucket.key} role="group" aria-labelledby={`${id}-group-${bucket.key}`}>
            <div id={`${id}-group-${bucket.key}`} className={styles.group} role="presentation">
              {t(`suggestionKeys.${bucket.key as SuggestionKey}`)}
            </div>
            {bucket.hits.map((hit, h) => {
              const i = (offsets[b] ?? 0) + h;
              return (
                <div
                  key={`${bucket.key}:${hit.value}:${hit.property_id ?? ''}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(i)}
                  data-testid="suggestion"
                  data-key={bucket.key}
                >
                  {hit.value}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
