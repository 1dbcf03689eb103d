'use client';

import { useCallback, useEffect, useState } from 'react';

const HASH = '#filters';

/**
 * SPEC §2: #filters opens the mobile filters panel (on load, or when the hash changes);
 * closing it drops the hash. Opening from the button does not write the hash: Next applies
 * pushed URLs in a transition and would carry it into the next filter URL.
 */
export function useFiltersHash() {
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (its code is loaded on first use; closing restores the scroll).
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const sync = () => {
      const wanted = window.location.hash === HASH;
      setOpen(wanted);
      if (wanted) setUsed(true);
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const openPanel = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  const closePanel = useCallback(() => {
    if (window.location.hash === HASH) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setOpen(false);
  }, []);

  return { open, used, openPanel, closePanel };
}
