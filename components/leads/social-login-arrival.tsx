'use client';

import { useEffect } from 'react';
import { readCookie, writeCookie } from '@/lib/browser/cookies';
import { FORCE_FACEBOOK_KEY, isForceFacebook, SOCIAL_OUTCOME_COOKIE, SOCIAL_OUTCOMES, toSocialOutcome } from '@/lib/auth/oauth/providers';
import { useFlashStore } from '@/stores/flash';

/**
 * Back from a provider (or arriving with `_forceFacebook`): the outcome the server left in a
 * one-minute cookie becomes the flash message, once; `_forceFacebook=true|1` (SPEC §2) is
 * kept for the tab's visit so the sign-up form offers Facebook.
 */
export function SocialLoginArrival() {
  useEffect(() => {
    if (isForceFacebook(new URLSearchParams(window.location.search).get('_forceFacebook'))) {
      try {
        sessionStorage.setItem(FORCE_FACEBOOK_KEY, '1');
      } catch {
        // Storage refused (private mode): the button shows on this page's URL only.
      }
    }
    const outcome = toSocialOutcome(readCookie(SOCIAL_OUTCOME_COOKIE));
    if (!outcome) return;
    writeCookie(SOCIAL_OUTCOME_COOKIE, '', 0);
    const kind = outcome === 'signed-in' ? 'success' : outcome === 'code-sent' ? 'info' : 'error';
    useFlashStore.getState().show(SOCIAL_OUTCOMES[outcome], { kind });
  }, []);
  return null;
}
