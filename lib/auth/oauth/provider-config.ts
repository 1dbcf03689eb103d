import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { socialLoginProviders } from '@/lib/db/schema';
import { openSecret } from '@/lib/feeds/secrets';
import type { Company } from '@/lib/tenancy/company';
import { PROVIDER_DEFAULTS, SOCIAL_PROVIDERS, type SocialProvider } from './providers';

/** Sealed client secrets are bound to this purpose (lib/feeds/secrets.ts sealSecret). */
export const SECRET_PURPOSE = 'social-login-secret';

/** Everything the flow needs for one provider of one company (the secret opened). */
export interface ProviderConfig {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  issuer: string | null;
  scopes: string;
}

type Row = typeof socialLoginProviders.$inferSelect;

/** The public half from the settings document: the switch and the client id (SPEC §3). */
export function publicHalf(company: Company, provider: SocialProvider): { enabled: boolean; clientId: string | null } {
  const social = company.settings.socialLogin;
  if (provider === 'google') return { enabled: social.googleLoginEnabled, clientId: social.googleClientId };
  return { enabled: company.settings.facebookLoginEnabled, clientId: social.facebookAppId };
}

export async function providerRows(companyId: number): Promise<Row[]> {
  const db = await getDb();
  return db.select().from(socialLoginProviders).where(eq(socialLoginProviders.companyId, companyId));
}

/** Stored endpoints over the provider's defaults. */
export function endpointsOf(provider: SocialProvider, row: Row | undefined) {
  const d = PROVIDER_DEFAULTS[provider];
  return {
    authorizationEndpoint: row?.authorizationEndpoint ?? d.authorizationEndpoint,
    tokenEndpoint: row?.tokenEndpoint ?? d.tokenEndpoint,
    userinfoEndpoint: row?.userinfoEndpoint ?? d.userinfoEndpoint,
    issuer: row?.issuer ?? d.issuer,
    scopes: row?.scopes ?? d.scopes,
  };
}

/**
 * The provider's configuration when it can be used: a client id in the settings document and a
 * secret that opens. Null otherwise (not configured, or a secret sealed under another key).
 */
export async function loadProviderConfig(company: Company, provider: SocialProvider, rows?: Row[]): Promise<ProviderConfig | null> {
  const { clientId } = publicHalf(company, provider);
  if (!clientId) return null;
  const row = (rows ?? (await providerRows(company.id))).find((r) => r.provider === provider);
  if (!row?.clientSecretSealed) return null;
  let clientSecret: string;
  try {
    clientSecret = openSecret(row.clientSecretSealed, SECRET_PURPOSE);
  } catch (error) {
    console.warn(`Social login ${provider} of company ${company.id}: the client secret does not open (${error instanceof Error ? error.message : 'error'})`);
    return null;
  }
  return { provider, clientId, clientSecret, ...endpointsOf(provider, row) };
}

/**
 * Whether the site offers the provider now: switched on (or Facebook forced by `_forceFacebook`
 * for the visit, SPEC §2) and configured.
 */
export async function usableProvider(company: Company, provider: SocialProvider, forceFacebook: boolean, rows?: Row[]): Promise<ProviderConfig | null> {
  const on = publicHalf(company, provider).enabled || (provider === 'facebook' && forceFacebook);
  return on ? loadProviderConfig(company, provider, rows) : null;
}

/** The providers the sign-up form shows (one read of the table). */
export async function offeredProviders(company: Company, forceFacebook: boolean): Promise<SocialProvider[]> {
  const wanted = SOCIAL_PROVIDERS.filter((p) => publicHalf(company, p).enabled || (p === 'facebook' && forceFacebook));
  if (wanted.length === 0) return [];
  const rows = await providerRows(company.id);
  const usable = await Promise.all(wanted.map((p) => usableProvider(company, p, forceFacebook, rows)));
  return wanted.filter((_, i) => usable[i] !== null);
}

export async function providerRow(companyId: number, provider: SocialProvider): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(socialLoginProviders)
    .where(and(eq(socialLoginProviders.companyId, companyId), eq(socialLoginProviders.provider, provider)))
    .limit(1);
  return row;
}
