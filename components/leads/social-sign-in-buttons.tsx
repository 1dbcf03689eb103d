'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiGet } from '@/lib/api/client';
import { FORCE_FACEBOOK_KEY, type SocialProvider } from '@/lib/auth/oauth/providers';
import type { SignUpRequest } from '@/lib/leads/sign-up-request';
import styles from './social-sign-in.module.css';

interface Offered {
  id: SocialProvider;
  name: string;
  startPath: string;
}

/** SPEC §2: `_forceFacebook` on the landing URL turns Facebook on for the visit (kept for the tab by SocialLoginArrival). */
function forcedFacebook(): boolean {
  try {
    return sessionStorage.getItem(FORCE_FACEBOOK_KEY) === '1';
  } catch {
    return false;
  }
}

/** Where the provider's round trip starts, carrying what the form was opened for (SPEC §4: kept for after sign-up). */
function startHref(provider: Offered, request: SignUpRequest, forced: boolean): string {
  const query = new URLSearchParams({ next: window.location.pathname + window.location.search, type: request.type });
  if (request.propertyId) query.set('propertyId', String(request.propertyId));
  if (forced && provider.id === 'facebook') query.set('_forceFacebook', '1');
  return `${provider.startPath}?${query.toString()}`;
}

/**
 * "Continue with Google / Facebook" under the sign-up form's e-mail step, for the providers the
 * company switched on and configured (GET /api/auth/oauth/providers). Plain links: the round
 * trip is whole-page navigation. The marks are inline SVG (no outside images or fonts).
 */
export function SocialSignInButtons({ request }: { request: SignUpRequest }) {
  const t = useTranslations('SignUp.social');
  const forced = forcedFacebook();
  const { data } = useSWR(['/auth/oauth/providers', forced], () => apiGet<{ data: Offered[] }>('/auth/oauth/providers', forced ? { _forceFacebook: '1' } : undefined), {
    revalidateOnFocus: false,
  });
  const providers = data?.data ?? [];
  if (providers.length === 0) return null;
  return (
    <div className={styles.social} data-testid="social-sign-in">
      <p className={styles.or}>
        <span>{t('or')}</span>
      </p>
      {providers.map((provider) => (
        <a key={provider.id} className={`${styles.button} ${styles[provider.id]}`} href={startHref(provider, request, forced)} data-testid={`social-${provider.id}`}>
          {provider.id === 'google' ? <GoogleMark /> : <FacebookMark />}
          <span>{t('continueWith', { provider: provider.name })}</span>
        </a>
      ))}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 48 48">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path fill="currentColor" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    </svg>
  );
}
