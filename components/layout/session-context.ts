'use client';

import { createContext, useContext } from 'react';
import { BUILT_IN_PROMPT, type SignUpPrompt } from '@/lib/ab/prompt';
import type { AdConversion } from '@/lib/browser/ad-conversion';
import { fullyAuthorized, useSessionStore } from '@/stores/session';

/** What the server knew about the visitor when it rendered the page (from the HttpOnly cookies). */
export interface ServerSession {
  userAuthorized: boolean;
  /** Signed in with both steps done and nothing to confirm (SPEC §3 userFullyAuthorized). */
  userFullyAuthorized: boolean;
  agentAuthorized: boolean;
  /** The agent's site value when this is an agent's site: every link carries it (SPEC §2). */
  agentSite: string | null;
  /** The sign-up prompt's words, timing and free pictures: an A/B variant's or the site's default (lib/ab). */
  signUpPrompt?: SignUpPrompt;
  /** The company's Google Ads conversion, fired at a new lead's sign-up (lib/browser/ad-conversion.ts). */
  adsConversion?: AdConversion | null;
}

export const ServerSessionContext = createContext<ServerSession>({ userAuthorized: false, userFullyAuthorized: false, agentAuthorized: false, agentSite: null });

const DEFAULT_PROMPT: SignUpPrompt = { ...BUILT_IN_PROMPT, testId: null, variantId: null };

/**
 * The session as the menu should show it: the server's word on the first paint (so a
 * signed-in lead never sees "Log In" flash by), the client store once it knows more.
 */
export function useSession() {
  const server = useContext(ServerSessionContext);
  const store = useSessionStore();
  const userAuthorized = store.userAuthorized ?? server.userAuthorized;
  return {
    userAuthorized,
    userFullyAuthorized: userAuthorized && (store.lead ? fullyAuthorized({ ...store, userAuthorized }) : server.userFullyAuthorized),
    agentAuthorized: store.agentAuthorized ?? server.agentAuthorized,
    leadId: store.lead?.id ?? null,
    favouritesCount: store.favouritesCount,
    eAlertsCount: store.eAlertsCount,
    agentSite: server.agentSite,
    signUpPrompt: server.signUpPrompt ?? DEFAULT_PROMPT,
  };
}
