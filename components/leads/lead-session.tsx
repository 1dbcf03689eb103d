'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useEffect } from 'react';
import { useSession } from '@/components/layout/session-context';
import { writeCookie } from '@/lib/browser/cookies';
import { cookiesFromQuery } from '@/lib/leads/query-cookies';
import { useSignUpStore } from '@/stores/sign-up';
import { usePromptTiming } from './use-prompt-timing';
import { SignUpBar } from './sign-up-bar';
import { SocialLoginArrival } from './social-login-arrival';
import { useSignUpTriggers } from './use-sign-up-triggers';

// The form's code loads the first time it opens: most page views never show it.
const SignUpDialog = dynamic(() => loadWithRetry(() => import('./sign-up-dialog')), { ssr: false });
// Only signed-in leads are checked: visitors, most of the traffic, never load it.
const LeadCheck = dynamic(() => loadWithRetry(() => import('./lead-check')), { ssr: false });

/** The lead's side of every page: arrival cookies, the lead checks, and the sign-up form. */
export function LeadSession() {
  const { userAuthorized, userFullyAuthorized, agentAuthorized, signUpPrompt } = useSession();
  // Mounted from the first opening on (`last` is never cleared), so closing can animate and reopening is instant.
  const used = useSignUpStore((s) => s.last !== null);
  const epoch = useSignUpStore((s) => s.epoch);

  useEffect(() => {
    for (const [name, value] of cookiesFromQuery(new URLSearchParams(window.location.search), userAuthorized && !userFullyAuthorized)) writeCookie(name, value);
    // Only on arrival: later changes of the session must not rewrite what the landing URL said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useSignUpTriggers(!agentAuthorized && !userFullyAuthorized);
  usePromptTiming(!agentAuthorized && !userAuthorized, signUpPrompt);

  return (
    <>
      <SocialLoginArrival />
      {userAuthorized && !agentAuthorized ? <LeadCheck /> : null}
      {used ? <SignUpDialog key={epoch} /> : null}
      <SignUpBar />
    </>
  );
}
