'use client';

import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '@/lib/browser/cookies';

/** SPEC §3 cookie and §9 "too-many-requests display 60 s". */
export const LOCKOUT_COOKIE = 'remainingTimeForTooManyRequest';
export const LOCKOUT_SECONDS = 60;

function savedUntil(): number | null {
  const seconds = Number(readCookie(LOCKOUT_COOKIE));
  return Number.isFinite(seconds) && seconds > 0 ? Date.now() + Math.min(seconds, LOCKOUT_SECONDS) * 1000 : null;
}

/**
 * A too-many-requests lockout (SPEC §4, §8): shown for 60 seconds with the time left; the
 * remaining seconds are stored in a cookie before the page unloads, so a reload keeps waiting.
 */
export function useLockout() {
  const [until, setUntil] = useState<number | null>(savedUntil);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) {
        setUntil(null);
        writeCookie(LOCKOUT_COOKIE, '', 0);
      }
    }, 1000);
    const save = () => writeCookie(LOCKOUT_COOKIE, String(Math.ceil((until - Date.now()) / 1000)), LOCKOUT_SECONDS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [until]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + LOCKOUT_SECONDS * 1000);
  }, []);

  return { remaining: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}
