'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { reconnectQueue } from '@/lib/api/reconnect';
import { installBrowserEnv } from '@/lib/browser/install-browser-env';
import { MOBILE_FILTERS_QUERY, MOBILE_VIEW_QUERY, useBrowserEnv, type BrowserEnvState } from '@/stores/browser-env';

// Both load only when needed (every site page carries this component): the notice where storage
// fails, the check where a check origin is configured.
const PrivateBrowsingNotice = dynamic(() => import('./private-browsing-notice').then((m) => m.PrivateBrowsingNotice), { ssr: false });
const loadCheck = () => import('@/lib/browser/third-party-cookies');

const set = (flags: Partial<BrowserEnvState>) => useBrowserEnv.setState(flags);

/** Runs the third-party-cookie check once the page has loaded (it must not compete with the page's own requests), once per tab session. */
function useThirdPartyCookieCheck(configuredOrigin: string | null): void {
  useEffect(() => {
    if (!configuredOrigin) return;
    let cancelled = false;
    const run = async () => {
      const { checkThirdPartyCookies, rememberAnswer, rememberedAnswer, usableCheckOrigin } = await loadCheck();
      const origin = usableCheckOrigin(configuredOrigin, window.location.origin);
      if (!origin || cancelled) return;
      const remembered = rememberedAnswer();
      if (remembered !== null) {
        set({ thirdPartyCookies: remembered });
        return;
      }
      const supported = await checkThirdPartyCookies(origin);
      rememberAnswer(supported);
      if (!cancelled) set({ thirdPartyCookies: supported });
    };
    const start = () => void run();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
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
