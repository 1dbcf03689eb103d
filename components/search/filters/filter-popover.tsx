'use client';

import type { ReactNode } from 'react';
import styles from './filter-bar.module.css';

interface FilterPopoverProps {
  id: string;
  /** The filter's name ("Price"): the panel's accessible name, and the button's text when nothing is chosen. */
  label: string;
  /** The chosen value shown on the button instead of the name ("$300K–$500K"); null when none. */
  value: string | null;
  /** Button text when it is not the name or the value ("More (3)"). */
  text?: string;
  open: boolean;
  onToggle: () => void;
  /** Wider panel (the advanced filters). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A filter-bar button and the panel it discloses. The panel follows the button in the DOM, so
 * Tab walks from one into the other; closing on Escape and outside clicks is the bar's job.
 */
export function FilterPopover({ id, label, value, text, open, onToggle, wide = false, children }: FilterPopoverProps) {
  // A chosen value replaces the name on screen; assistive tech still hears the name first.
  const content =
    text ??
    (value === null ? (
      label
    ) : (
      <>
        <span className="visually-hidden">{`${label}: `}</span>
        {value}
      </>
    ));
  return (
    <div data-filter-popover={id}>
      <button
        id={`${id}-button`}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        data-active={value !== null || text !== undefined}
        onClick={onToggle}
      >
        {content}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={`${id}-panel`} role="group" aria-label={label} className={`${styles.panel} ${wide ? styles.wide : ''}`} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
