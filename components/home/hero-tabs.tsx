'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from '@/lib/home/tab-keys';
import styles from './home.module.css';

export interface HeroTab {
  id: string;
  label: string;
  /** Rendered on the server; this component only shows and hides it. */
  panel: ReactNode;
}

/**
 * The seller home page's tabs (WAI-ARIA tabs, automatic activation): one tab stop, arrows
 * move and select, Home/End jump. Every panel is in the HTML; the first one shows before
 * JavaScript, so its form (the estimate) works without it.
 */
export function HeroTabs({ label, tabs }: { label: string; tabs: HeroTab[] }) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`home-tab-${tab.id}`}
            aria-selected={i === selected}
            aria-controls={`home-panel-${tab.id}`}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`home-panel-${tab.id}`}
          aria-labelledby={`home-tab-${tab.id}`}
          hidden={i !== selected}
          // The panel opens with text, not a control: a stop of its own lets the keyboard reach it from the tab (APG).
          tabIndex={0}
          className={styles.panel}
          data-testid={`home-panel-${tab.id}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
