'use client';

import { useEffect, useEffectEvent } from 'react';

/** SPEC §9 mobile filter breakpoint: phones are up to 760 px; wider is the desktop layout. */
export const WIDE_SCREEN_QUERY = '(min-width: 761px)';

/** Calls `onWide` while `active` whenever the window is, or becomes, wider than 760 px (SPEC §2). */
export function useCloseOnWideScreen(active: boolean, onWide: () => void): void {
  const close = useEffectEvent(onWide);
  useEffect(() => {
    if (!active || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_SCREEN_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    query.addEventListener('change', onChange);
    if (query.matches) close();
    return () => query.removeEventListener('change', onChange);
  }, [active]);
}
