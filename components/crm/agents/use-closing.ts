'use client';

import { useEffect, useState } from 'react';

/**
 * A dialog the parent mounts to open: it opens at once, and once it is closed (any way: its
 * own button, Escape, the backdrop) `onGone` lets the parent unmount it — after the Dialog has
 * handed focus back to what opened it (a child's effects run before its parent's).
 */
export function useClosing(onGone: () => void): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!open) onGone();
  }, [open, onGone]);
  return [open, () => setOpen(false)];
}
