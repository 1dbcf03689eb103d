'use client';

import { useEffect, useRef } from 'react';
import { useScrollLock } from './use-scroll-lock';

/**
 * A native <dialog> shown as a modal while `open` (the platform keeps focus inside and closes
 * on Escape, firing the dialog's close event), with the page's scroll locked meanwhile and the
 * position restored after (SPEC §4). Returns the ref for the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useScrollLock(open);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
