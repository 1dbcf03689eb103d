'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { MODULE_LOADING_TIMEOUT_MS } from '@/lib/browser/lazy-load';

/** False until `ms` have passed since the first render (SPEC §9's module-loading time-out by default). */
export function useDelayPassed(ms: number = MODULE_LOADING_TIMEOUT_MS): boolean {
  const [passed, setPassed] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * A lazily loaded screen's loading indicator, shown only once loading has taken longer than
 * the module-loading time-out: most loads finish sooner, and a spinner that flashes for a
 * moment reads as a glitch. The caller keeps the box it sits in, so nothing moves either way.
 */
export function DelayedLoading({ children, delayMs }: { children: ReactNode; delayMs?: number }) {
  return useDelayPassed(delayMs) ? <>{children}</> : null;
}
