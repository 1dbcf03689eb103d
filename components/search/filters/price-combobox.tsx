'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatPriceText, priceDigits } from '@/lib/filters/price';
import { PRICE_COEFFICIENT, priceOptionLabel } from '@/lib/filters/price-options';
import styles from './price-combobox.module.css';

/** SPEC §9 price blur delay: the list stays a moment after blur so a click on an option lands. */
export const PRICE_BLUR_DELAY_MS = 300;

interface PriceComboboxProps {
  which: 'min' | 'max';
  /** The input's accessible name ("Minimum price"). */
  label: string;
  /** Placeholder and first option ('No min' / 'No max'). */
  placeholder: string;
  /** Current bound in dollars; null is no bound. */
  value: number | null;
  /** Offered values in thousands (minPriceOptions / maxPriceOptions). */
  optionsK: readonly number[];
  onPick: (dollars: number | null) => void;
}

/**
 * One price dropdown (SPEC §5): a text input taking digits with thousands separators, and a
 * listbox of steps. ARIA 1.2 combobox: focus stays in the input, arrows move the active option.
 */
export function PriceCombobox({ which, label, placeholder, value, optionsK, onPick }: PriceComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  /** Text being typed; null shows the current value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const options: (number | null)[] = [null, ...optionsK];
  const currentK = value === null ? null : value / PRICE_COEFFICIENT;
  const text = draft ?? formatPriceText(value);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const close = () => {
    cancelClose();
    setOpen(false);
    setActive(-1);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = priceDigits(draft);
    if (typed !== value) onPick(typed);
  };

  const pick = (k: number | null) => {
    setDraft(null);
    close();
    onPick(k === null ? null : k * PRICE_COEFFICIENT);
  };

  const openList = () => {
    cancelClose();
    setOpen(true);
  };

  // A popover may unmount this before blur fires: what was typed still counts.
  const commitOnUnmount = useEffectEvent(() => {
    cancelClose();
    commitDraft();
  });
  useEffect(() => () => commitOnUnmount(), []);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const move = (step: 1 | -1) => {
    if (!open) {
      openList();
      const current = options.indexOf(currentK);
      setActive(current >= 0 ? current : 0);
      return;
    }
    setActive((index) => Math.min(options.length - 1, Math.max(0, index + step)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open && active >= 0 ? options[active] : undefined;
      if (option !== undefined) pick(option);
      else {
        commitDraft();
        close();
      }
    } else if (event.key === 'Escape' && open) {
      // Only the list closes; the popover or dialog around it stays.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={styles.combobox}>
      <label id={labelId} htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="none"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={text}
        data-which={which}
        onChange={(event) => {
          setDraft(formatPriceText(priceDigits(event.target.value)));
          openList();
        }}
        onFocus={openList}
        onClick={openList}
        onBlur={() => {
          commitDraft();
          cancelClose();
          closeTimer.current = setTimeout(close, PRICE_BLUR_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul ref={listRef} id={listId} role="listbox" aria-labelledby={labelId} className={styles.list} hidden={!open}>
        {options.map((k, index) => (
          <li
            key={k ?? 'none'}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={k === currentK}
            data-active={index === active}
            className={styles.option}
            // Keeps focus in the input, so picking does not blur it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(k)}
          >
            {k === null ? placeholder : priceOptionLabel(k, which)}
          </li>
        ))}
      </ul>
    </div>
  );
}
