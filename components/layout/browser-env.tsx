'use client';

import { useEffect } from 'react';
import { reconnectQueue } from '@/lib/api/reconnect';
import { installBrowserEnv } from '@/lib/browser/install-browser-env';
import { checkThirdPartyCookies, rememberAnswer, rememberedAnswer, usableCheckOrigin } from '@/lib/browser/third-party-cookies';
import { MOBILE_FILTERS_QUERY, MOBILE_VIEW_QUERY, useBrowserEnv, type BrowserEnvState } from '@/stores/browser-env';
import { PrivateBrowsingNotice } from './private-browsing-notice';

const set = (flags: Partial<BrowserEnvState>) => useBrowserEnv.setState(flags);

/** Runs the third-party-cookie check once the page has loaded (it must not compete with the page's own requests), once per tab session. */
function useThirdPartyCookieCheck(configuredOrigin: string | null): void {
  useEffect(() => {
    const origin = usableCheckOrigin(configuredOrigin, window.location.origin);
    if (!origin) return;
    const remembered = rememberedAnswer();
    if (remembered !== null) {
      set({ thirdPartyCookies: remembered });
      return;
    }
    let cancelled = false;
    const run = () => {
      void checkThirdPartyCookies(origin).then((supported) => {
        rememberAnswer(supported);
        if (!cancelled) set({ thirdPartyCookies: supported });
      });
    };
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', run);
    };
  }, [configuredOrigin]);
}

/**
 * The browser's environment for the site (SPEC §4 Other, §8 Private browsing): installed once
 * in the site shell. Shows the private-browsing notice when storage does not work.
 */
export function BrowserEnv({ thirdPartyCheckOrigin }: { thirdPartyCheckOrigin: string | null }) {
  useEffect(() => installBrowserEnv({ set, queue: reconnectQueue, mobileViewQuery: MOBILE_VIEW_QUERY, mobileFiltersQuery: MOBILE_FILTERS_QUERY }), []);
  useThirdPartyCookieCheck(thirdPartyCheckOrigin);
  const storageAvailable = useBrowserEnv((s) => s.storageAvailable);
  return storageAvailable ? null : <PrivateBrowsingNotice />;
}
