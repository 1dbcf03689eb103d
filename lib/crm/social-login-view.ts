import type { SocialProvider } from '@/lib/auth/oauth/providers';

/** GET/PUT /api/crm/settings/social-login's answer per provider (plain: the settings section reads it). */
export interface SocialProviderView {
  provider: SocialProvider;
  name: string;
  enabled: boolean;
  clientId: string | null;
  secretSet: boolean;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  issuer: string | null;
  scopes: string;
  /** The redirect URI to register with the provider (one per domain the site answers on). */
  callbackUrl: string;
  defaults: { authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string; issuer: string | null; scopes: string };
  /** Whether the site shows the button now (switched on and complete). */
  ready: boolean;
}
