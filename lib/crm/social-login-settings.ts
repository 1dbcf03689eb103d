import 'server-only';
import { sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/log';
import { endpointsOf, providerRows, publicHalf, SECRET_PURPOSE } from '@/lib/auth/oauth/provider-config';
import { callbackPath, PROVIDER_DEFAULTS, SOCIAL_PROVIDERS } from '@/lib/auth/oauth/providers';
import { getDb } from '@/lib/db/client';
import { companies, socialLoginProviders } from '@/lib/db/schema';
import { sealSecret } from '@/lib/feeds/secrets';
import { unprocessable } from '@/lib/http/errors';
import type { SocialProviderView } from '@/lib/crm/social-login-view';
import { safeText } from '@/lib/http/input';
import { refusedAddressReason } from '@/lib/net/address-rules';
import { bumpCompanyVersion, noteCompanyVersion } from '@/lib/tenancy/cache-versions';
import { getCompany, type Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';

/**
 * GET/PUT /api/crm/settings/social-login (admins): one provider at a time. The switch and the
 * client id are written to the settings document (where the site and the settings editor read
 * them); the secret (sealed), endpoints and scopes to social_login_providers. The secret is
 * write-only: answers say only whether one is set.
 */

export async function socialLoginSettings(company: Company): Promise<{ providers: SocialProviderView[] }> {
  const rows = await providerRows(company.id);
  const origin = siteOrigin(company.domain);
  return {
    providers: SOCIAL_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      const d = PROVIDER_DEFAULTS[provider];
      const { enabled, clientId } = publicHalf(company, provider);
      const secretSet = Boolean(row?.clientSecretSealed);
      return {
        provider,
        name: d.name,
        enabled,
        clientId,
        secretSet,
        ...endpointsOf(provider, row),
        callbackUrl: `${origin}${callbackPath(provider)}`,
        defaults: { authorizationEndpoint: d.authorizationEndpoint, tokenEndpoint: d.tokenEndpoint, userinfoEndpoint: d.userinfoEndpoint, issuer: d.issuer, scopes: d.scopes },
        ready: enabled && Boolean(clientId) && secretSet,
      };
    }),
  };
}

const optionalUrl = safeText(500).nullable().optional();

export const socialLoginBody = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'must be google or facebook' }),
  enabled: z.boolean({ error: 'must be true or false' }),
  clientId: safeText(200).nullable(),
  /** Absent: keep the stored one; text: set or replace; null: remove. */
  clientSecret: safeText(500).nullable().optional(),
  authorizationEndpoint: optionalUrl,
  tokenEndpoint: optionalUrl,
  userinfoEndpoint: optionalUrl,
  issuer: optionalUrl,
  scopes: safeText(500).nullable().optional(),
});
export type SocialLoginBody = z.infer<typeof socialLoginBody>;

/** Facebook app ids share the settings schema's rule for ids (lib/tenancy/settings-schema.ts trackingId). */
const FACEBOOK_APP_ID = /^[A-Za-z0-9_-]{2,40}$/;
const CLIENT_ID = /^[\x21-\x7e]{1,200}$/;
const SCOPES = /^[\x21-\x7e]+( [\x21-\x7e]+)*$/;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * An endpoint is an absolute https URL without credentials or fragment; plain http and private
 * addresses only where outbound fetches allow them (OUTBOUND_ALLOW_PRIVATE=1: tests, local demos).
 * The token and userinfo fetches check the resolved address again (lib/net/outbound.ts).
 */
function endpointError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL such as https://accounts.example.com/token';
  }
  const privateAllowed = process.env.OUTBOUND_ALLOW_PRIVATE === '1';
  if (url.protocol !== 'https:' && !(privateAllowed && url.protocol === 'http:')) return 'must be an https URL';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (url.hash) return 'must not have a #fragment';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!privateAllowed && (host === 'localhost' || host.endsWith('.localhost') || (refusedAddressReason(host) !== null && refusedAddressReason(host) !== 'not an IP address'))) {
    return 'must be a public address (private, loopback and link-local addresses are refused)';
  }
  return null;
}

function checked(body: SocialLoginBody, secretKept: boolean) {
  const errors: Record<string, string> = {};
  const clientId = blankToNull(body.clientId);
  if (clientId && !(body.provider === 'facebook' ? FACEBOOK_APP_ID : CLIENT_ID).test(clientId)) {
    errors.clientId = body.provider === 'facebook' ? 'must be the Facebook app id (letters, digits, _ and -)' : 'must be the client id, without spaces';
  }
  const endpoints = {
    authorizationEndpoint: blankToNull(body.authorizationEndpoint),
    tokenEndpoint: blankToNull(body.tokenEndpoint),
    userinfoEndpoint: blankToNull(body.userinfoEndpoint),
    issuer: blankToNull(body.issuer),
  };
  for (const [field, value] of Object.entries(endpoints)) {
    const problem = value === null ? null : endpointError(value);
    if (problem) errors[field] = problem;
  }
  const scopes = blankToNull(body.scopes);
  if (scopes !== null && !SCOPES.test(scopes)) errors.scopes = 'must be scope names separated by single spaces';
  else if (!(scopes ?? PROVIDER_DEFAULTS[body.provider].scopes).split(' ').includes('email')) errors.scopes = 'must include email: a lead is found by its e-mail';
  const secret = body.clientSecret === undefined ? undefined : blankToNull(body.clientSecret);
  if (body.enabled) {
    if (!clientId) errors.clientId ??= 'is needed to turn this provider on';
    if (secret === null || (secret === undefined && !secretKept)) errors.clientSecret = 'is needed to turn this provider on';
  }
  const first = Object.entries(errors)[0];
  if (first) throw unprocessable(`${first[0]}: ${first[1]}`, errors);
  return { clientId, endpoints, scopes, secret };
}

export async function saveSocialLogin(company: Company, agentId: number, body: SocialLoginBody, request: NextRequest): Promise<{ providers: SocialProviderView[] }> {
  const rows = await providerRows(company.id);
  const row = rows.find((r) => r.provider === body.provider);
  const { clientId, endpoints, scopes, secret } = checked(body, Boolean(row?.clientSecretSealed));
  const sealed = secret === undefined ? (row?.clientSecretSealed ?? null) : secret === null ? null : sealSecret(secret, SECRET_PURPOSE);
  const values = { clientSecretSealed: sealed, ...endpoints, scopes, updatedBy: agentId, updatedAt: new Date() };
  // The settings document's keys for this provider (SPEC §3), changed in place: the rest of the document is the settings editor's.
  const flags =
    body.provider === 'google'
      ? sql`jsonb_build_object('socialLogin', coalesce(${companies.settings}->'socialLogin', '{}'::jsonb) || jsonb_build_object('googleLoginEnabled', ${body.enabled}::boolean, 'googleClientId', ${clientId}::text))`
      : sql`jsonb_build_object('facebookLoginEnabled', ${body.enabled}::boolean, 'socialLogin', coalesce(${companies.settings}->'socialLogin', '{}'::jsonb) || jsonb_build_object('facebookAppId', ${clientId}::text))`;
  const db = await getDb();
  const version = await db.transaction(async (tx) => {
    await tx
      .insert(socialLoginProviders)
      .values({ companyId: company.id, provider: body.provider, ...values })
      .onConflictDoUpdate({ target: [socialLoginProviders.companyId, socialLoginProviders.provider], set: values });
    await tx.update(companies).set({ settings: sql`${companies.settings} || ${flags}` }).where(sql`${companies.id} = ${company.id}`);
    await recordAudit(
      { companyId: company.id, agentId, action: 'admin.social-login', outcome: 'success', subject: body.provider, data: { enabled: body.enabled, secret: secret === undefined ? 'kept' : secret === null ? 'removed' : 'replaced' } },
      request,
      tx,
    );
    // The flags are company settings: every instance's cache of this company moves on with them.
    return bumpCompanyVersion(tx, company.id);
  });
  noteCompanyVersion(company.id, version);
  return socialLoginSettings((await getCompany(company.id)) ?? company);
}
