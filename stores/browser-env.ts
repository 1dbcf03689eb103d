'use client';

// What the browser itself tells us (SPEC §4 Other): online or not, the phone layout, whether
// third-party cookies work, whether storage works, the last sign-up failure. One installer
// (components/layout/browser-env.tsx) keeps it current; components read the flags from here
// instead of each asking matchMedia or navigator on its own.
import { create } from 'zustand';

/** SPEC §9 mobile width, 320 to 759 px: the phone layout. */
export const MOBILE_VIEW_QUERY = '(max-width: 759px)';
/** SPEC §9 mobile filter breakpoint: the mobile filters panel belongs to windows up to 760 px (SPEC §2 closes it when wider). */
export const MOBILE_FILTERS_QUERY = '(max-width: 760px)';

export interface BrowserEnvState {
  /** navigator.onLine, then the online/offline events. */
  online: boolean;
  /** The window is at most 759 px wide (SPEC §9 mobile width). */
  mobileView: boolean;
  /** The window is at most 760 px wide: the mobile filters panel may stay open. */
  mobileFilters: boolean;
  /** The hidden iframe's answer (lib/browser/third-party-cookies.ts); null until checked, or when no check origin is configured. */
  thirdPartyCookies: boolean | null;
  /** localStorage, sessionStorage and cookies all work (lib/browser/storage-check.ts); false shows the private-browsing notice. */
  storageAvailable: boolean;
  /** The detail of the last signUpError event (lib/browser/sign-up-error.ts), null before any. */
  signUpError: unknown;
}

function matches(query: string, fallback: boolean): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback;
}

/** The first values: read from the browser at once on the client (a hook reading them before the installer's effect gets the truth), neutral on the server. */
export function initialBrowserEnv(): BrowserEnvState {
  return {
    online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
    mobileView: matches(MOBILE_VIEW_QUERY, false),
    // Unknown width: the panel is left open rather than closed under the visitor.
    mobileFilters: matches(MOBILE_FILTERS_QUERY, true),
    thirdPartyCookies: null,
    storageAvailable: true,
    signUpError: null,
  };
}

export const useBrowserEnv = create<BrowserEnvState>()(() => initialBrowserEnv());
