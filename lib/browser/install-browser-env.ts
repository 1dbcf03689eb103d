/**
 * Keeps the browser-env store (stores/browser-env.ts) current for one page life: online and
 * offline (and, back online, the reconnect queue retries at once instead of finishing its
 * countdown), the two width flags, storage, signUpError events, and SPEC §4's reload on a
 * back/forward-cache restore. The store's setter comes in, so tests drive a store of their own.
 */
import type { ReconnectQueue } from '@/lib/api/reconnect';
import { reloadOnRestore } from './bfcache';
import { reportCaughtError } from './error-reporter-install';
import { asSignUpErrorDetail, onSignUpError, shouldReportSignUpError } from './sign-up-error';
import { storageAvailable } from './storage-check';

export interface EnvFlags {
  online: boolean;
  mobileView: boolean;
  mobileFilters: boolean;
  storageAvailable: boolean;
  signUpError: unknown;
}

export interface InstallOptions {
  set: (flags: Partial<EnvFlags>) => void;
  queue: Pick<ReconnectQueue, 'retryNow'>;
  mobileViewQuery: string;
  mobileFiltersQuery: string;
  win?: Window;
}

/** Follows one media query into one flag; returns the clean-up. */
function followQuery(win: Window, query: string, onChange: (matches: boolean) => void): () => void {
  if (typeof win.matchMedia !== 'function') return () => undefined;
  const list = win.matchMedia(query);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  onChange(list.matches);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

export function installBrowserEnv({ set, queue, mobileViewQuery, mobileFiltersQuery, win = window }: InstallOptions): () => void {
  const onOnline = () => {
    set({ online: true });
    // The banner's countdown may be a minute long; the browser just said the network is back.
    queue.retryNow();
  };
  const onOffline = () => set({ online: false });
  set({ online: win.navigator.onLine !== false, storageAvailable: storageAvailable(win) });
  win.addEventListener('online', onOnline);
  win.addEventListener('offline', onOffline);
  const stops = [
    followQuery(win, mobileViewQuery, (mobileView) => set({ mobileView })),
    followQuery(win, mobileFiltersQuery, (mobileFilters) => set({ mobileFilters })),
    reloadOnRestore(win),
    onSignUpError((detail) => {
      set({ signUpError: detail });
      const known = asSignUpErrorDetail(detail);
      if (known && shouldReportSignUpError(known)) reportCaughtError(new Error(`Sign-up failed (${known.step}, ${known.status}): ${known.error}`));
    }, win),
  ];
  return () => {
    win.removeEventListener('online', onOnline);
    win.removeEventListener('offline', onOffline);
    for (const stop of stops) stop();
  };
}
