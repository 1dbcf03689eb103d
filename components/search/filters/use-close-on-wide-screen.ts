'use client';

import { useEffect, useEffectEvent } from 'react';
import { useBrowserEnv } from '@/stores/browser-env';

/**
 * Calls `onWide` while `active` whenever the window is, or becomes, wider than SPEC §9's mobile
 * filter breakpoint, 760 px (SPEC §2). The width comes from the browser-env store's flag, kept by
 * one media query for the whole page (components/layout/browser-env.tsx).
 */
export function useCloseOnWideScreen(active: boolean, onWide: () => void): void {
  const close = useEffectEvent(onWide);
  const mobileFilters = useBrowserEnv((s) => s.mobileFilters);
  useEffect(() => {
    if (active && !mobileFilters) close();
  }, [active, mobileFilters]);
}
