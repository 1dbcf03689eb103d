'use client';

import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { useScrollLock } from '@/components/layout/use-scroll-lock';
import styles from './dialog.module.css';

type NativeProps = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'title' | 'role' | 'children'>;

export interface DialogProps extends NativeProps {
  open: boolean;
  /** Called once however the user closes it (the × button, Escape, a backdrop click): all go through the close event. */
  onClose: () => void;
  /** The dialog's name (aria-labelledby points at it). */
  title: ReactNode;
  /** A sentence that describes the dialog (aria-describedby points at it). */
  description?: ReactNode;
  /** The × button's accessible name; without it there is no × (the dialog has its own buttons). */
  closeLabel?: string;
  /** `alertdialog` for a dialog that interrupts to report a problem. */
  role?: 'dialog' | 'alertdialog';
  /** The header row's class, for dialogs that lay it out their own way. */
  headClassName?: string;
  /** The title's class, and whether changes to it are announced (a photo counter). */
  titleClassName?: string;
  titleLive?: boolean;
  /** The close button's extra class. */
  closeClassName?: string;
  /** Content of the header row after the title (e.g. a counter). */
  headExtra?: ReactNode;
  children?: ReactNode;
}

/**
 * The site's one modal dialog, on the native <dialog> shown with showModal(): the platform keeps
 * focus inside and closes it on Escape; a click on the backdrop closes it too; the page's scroll
 * is locked while it is open (SPEC §4) and focus goes back to what opened it when it closes.
 */
export function Dialog({ open, onClose, title, description, closeLabel, role, headClassName, titleClassName, titleLive, closeClassName, headExtra, children, onClick, ...rest }: DialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useScrollLock(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    if (!open && element.open) element.close();
    if (!open && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
    }
  }, [open]);

  // The backdrop is the dialog element itself, outside its box (a click on its padding is inside).
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    onClick?.(event);
    const element = dialog.current;
    if (!element || event.target !== element || event.defaultPrevented) return;
    const box = element.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) element.close();
  }

  return (
    <dialog
      {...rest}
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : rest['aria-describedby']}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className={headClassName ?? styles.head}>
        <h2 id={`${id}-title`} className={titleClassName} aria-live={titleLive ? 'polite' : undefined}>
          {title}
        </h2>
        {headExtra}
        {closeLabel ? (
          <button type="button" className={closeClassName ? `close-button ${closeClassName}` : 'close-button'} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
            ×
          </button>
        ) : null}
      </div>
      {description ? <p id={`${id}-description`}>{description}</p> : null}
      {children}
    </dialog>
  );
}
