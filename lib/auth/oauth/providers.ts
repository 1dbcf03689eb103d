/**
 * The social-login providers the product knows (plain: the sign-up form, the settings section
 * and the server read it). Endpoints default to the real ones; a company may point them
 * elsewhere (tests use a fake provider on loopback).
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function toSocialProvider(value: unknown): SocialProvider | null {
  return SOCIAL_PROVIDERS.find((p) => p === value) ?? null;
}

export interface ProviderDefaults {
  name: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  /** The ID token's issuer (OIDC providers); null: plain OAuth2, no ID token is asked for. */
  issuer: string | null;
  scopes: string;
  /**
   * Whether the provider's word that an e-mail is verified signs in a lead who already has that
   * e-mail. Google says so per address (`email_verified`). Facebook's Graph API gives no such
   * flag, so a Facebook e-mail that is already a lead's gets the returning-e-mail path (a code
   * by mail, DESIGN §8); a new one becomes a lead as a typed e-mail would.
   */
  trustsVerifiedEmail: boolean;
}

export const PROVIDER_DEFAULTS: Record<SocialProvider, ProviderDefaults> = {
  google: {
    name: 'Google',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    issuer: 'https://accounts.google.com',
    scopes: 'openid email profile',
    trustsVerifiedEmail: true,
  },
  facebook: {
    name: 'Facebook',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v19.0/me?fields=id,email,first_name,last_name,name',
    issuer: null,
    scopes: 'email public_profile',
    trustsVerifiedEmail: false,
  },
};

/** The path the provider sends the visitor back to (registered with the provider, per domain). */
export function callbackPath(provider: SocialProvider): string {
  return `/api/auth/oauth/${provider}/callback`;
}

/** SPEC §2: `_forceFacebook` true or 1 turns Facebook login on for the visit. */
export function isForceFacebook(value: string | null | undefined): boolean {
  return value === 'true' || value === '1';
}

/** sessionStorage key keeping `_forceFacebook` for the tab's visit. */
export const FORCE_FACEBOOK_KEY = 'forceFacebook';

/**
 * Why a sign-in with a provider came back without signing in: a code in a short-lived cookie
 * (the redirect's flash message), words here so the site shows them without another call.
 */
export const SOCIAL_OUTCOMES = {
  'signed-in': 'You are signed in.',
  'code-sent': 'This e-mail is already registered. We have e-mailed you a sign-in link and code: open the link in that e-mail to sign in.',
  denied: 'Sign-in was cancelled. You can sign up with your e-mail instead.',
  unavailable: 'This sign-in option is not available. Please sign up with your e-mail.',
  failed: 'We could not sign you in with that account. Please try again, or sign up with your e-mail.',
  'no-email': 'Your account did not share an e-mail address with us. Please sign up with your e-mail.',
  'too-many': 'Too many attempts. Please wait a few minutes and try again.',
  agent: 'You are signed in as an agent: social sign-in is for visitors.',
} as const;
export type SocialOutcome = keyof typeof SOCIAL_OUTCOMES;
export const SOCIAL_OUTCOME_COOKIE = 'socialLogin';

export function toSocialOutcome(value: unknown): SocialOutcome | null {
  return typeof value === 'string' && Object.hasOwn(SOCIAL_OUTCOMES, value) ? (value as SocialOutcome) : null;
}
