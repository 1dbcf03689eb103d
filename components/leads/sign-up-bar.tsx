'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useSession } from '@/components/layout/session-context';
import { signUpView, useSignUpStore } from '@/stores/sign-up';
import styles from './sign-up-bar.module.css';

/**
 * SPEC §4 "Dialog window views": the collapsed sign-up prompt. The site's own prompt, closed,
 * becomes this bar at the bottom of the window (the prompt's headline, "Sign up" to reopen it,
 * × to put it away for the visit). Fixed, so it never moves the page; a spacer as tall after the
 * footer keeps the page's end reachable. Gone for signed-in leads and agents.
 */
export function SignUpBar() {
  const t = useTranslations('SignUp');
  const { userAuthorized, agentAuthorized, signUpPrompt } = useSession();
  const signedIn = userAuthorized || agentAuthorized;
  const view = useSignUpStore(signUpView);
  const pending = useSignUpStore((s) => s.promptPending);
  const openButton = useRef<HTMLButtonElement>(null);
  // The form loads lazily and opens after the bar has hidden, so it cannot know "Sign up" opened it: the bar gives focus back itself.
  const reopened = useRef(false);

  useEffect(() => {
    const store = useSignUpStore.getState();
    // Read after hydration (the server knows nothing of this visit's storage), so the first paint matches.
    if (signedIn) store.hide();
    else store.restore();
  }, [signedIn]);

  useEffect(() => {
    if (view !== 'collapsed' || !reopened.current) return;
    reopened.current = false;
    openButton.current?.focus();
  }, [view]);

  if (!pending || signedIn) return null;
  const dismiss = () => {
    useSignUpStore.getState().hide();
    // The × is gone: focus goes to the page rather than being lost.
    document.getElementById('content')?.focus();
  };
  const collapsed = view === 'collapsed';
  return (
    <>
      <div className={styles.spacer} hidden={!collapsed} aria-hidden="true" />
      <aside className={styles.bar} hidden={!collapsed} aria-label={t('barLabel')} data-testid="signup-bar">
        <p className={styles.text}>{signUpPrompt.headline || t('title.visitHouse')}</p>
        <button
          ref={openButton}
          type="button"
          className={`button button-cta ${styles.open}`}
          onClick={() => {
            reopened.current = true;
            useSignUpStore.getState().expand();
          }}
        >
          {t('barOpen')}
        </button>
        <button type="button" className={styles.close} aria-label={t('barClose')} onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </aside>
    </>
  );
}
