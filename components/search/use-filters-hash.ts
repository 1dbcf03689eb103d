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

  useEffect(() => {
    const sync = () => setOpen(window.location.hash === HASH);
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, []);

  const openPanel = useCallback(() => setOpen(true), []);

  const closePanel = useCallback(() => {
    if (window.location.hash === HASH) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setOpen(false);
  }, []);

  return { open, openPanel, closePanel };
}
