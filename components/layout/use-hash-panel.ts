'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * A panel or modal that a URL hash opens (SPEC §2: #filters, #ask-question, #open-house …), on
 * load or when the hash changes; closing drops the hash. Opening from a button does not write
 * the hash: Next applies pushed URLs in a transition and would carry it into the next URL.
 * `used` turns true on the first opening, so the panel's code can load then and stay mounted.
 */
export function useHashPanel(name: string) {
  const hash = `#${name}`;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const sync = () => {
      const wanted = window.location.hash === hash;
      setOpen(wanted);
      if (wanted) setUsed(true);
    };
    sync();
    window.addEventListener('hashchange', sync);
    return () => window.removeEventListener('hashchange', sync);
  }, [hash]);

  const openPanel = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  const closePanel = useCallback(() => {
    if (window.location.hash === hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    setOpen(false);
  }, [hash]);

  return { open, used, openPanel, closePanel };
}
