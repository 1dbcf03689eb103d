'use client';

import { useEffect } from 'react';
import type { PromptSettings } from '@/lib/ab/prompt';
import { msUntilTimedPrompt, PROMPT_SHOWN_KEY, PROMPT_SINCE_KEY } from '@/lib/ab/prompt-timing';
import { openSignUpPrompt, useSignUpStore } from '@/stores/sign-up';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (some private modes): the prompt simply does not open by itself.
    return null;
  }
}

/** Opens the sign-up prompt once a session when the variant says so by time ("after N seconds on the site"). */
export function usePromptTiming(mayOpen: boolean, prompt: Pick<PromptSettings, 'trigger' | 'triggerValue'>) {
  const { trigger, triggerValue } = prompt;
  useEffect(() => {
    const store = session();
    if (!mayOpen || trigger !== 'seconds' || !store || store.getItem(PROMPT_SHOWN_KEY)) return;
    const since = Number(store.getItem(PROMPT_SINCE_KEY)) || Date.now();
    store.setItem(PROMPT_SINCE_KEY, String(since));
    const wait = msUntilTimedPrompt({ trigger, triggerValue }, since, Date.now());
    if (wait === null) return;
    const timer = window.setTimeout(() => {
      store.setItem(PROMPT_SHOWN_KEY, '1');
      // Never over another form the visitor opened themselves. Closed, the prompt collapses to the bar.
      if (useSignUpStore.getState().request === null) openSignUpPrompt();
    }, wait);
    return () => window.clearTimeout(timer);
  }, [mayOpen, trigger, triggerValue]);
}

/** The listing-view trigger, once a session: true when this view should open the prompt. */
export function takeViewsPrompt(): boolean {
  const store = session();
  if (!store || store.getItem(PROMPT_SHOWN_KEY)) return false;
  store.setItem(PROMPT_SHOWN_KEY, '1');
  return true;
}
