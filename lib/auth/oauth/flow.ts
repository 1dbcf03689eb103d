import 'server-only';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { outboundFetch } from '@/lib/net/outbound';
import { oauthFetch } from './oauth-fetch';
import type { OAuthFlow } from './flow-cookie';
import type { ProviderConfig } from './provider-config';

/**
 * The OAuth2 authorization-code flow with PKCE (S256), and OIDC's nonce and ID token when the
 * scopes ask for `openid` (Google), by oauth4webapi. Its token and userinfo requests go through
 * lib/net/outbound.ts (oauth-fetch.ts).
 */

/** Plain http endpoints only where outbound fetches may reach private addresses (tests, local demos). */
const insecureAllowed = () => process.env.OUTBOUND_ALLOW_PRIVATE === '1';

function serverOf(config: ProviderConfig): oauth.AuthorizationServer {
  return {
    issuer: config.issuer ?? new URL(config.authorizationEndpoint).origin,
    authorization_endpoint: config.authorizationEndpoint,
    token_endpoint: config.tokenEndpoint,
    userinfo_endpoint: config.userinfoEndpoint,
  };
}

const isOpenId = (config: ProviderConfig) => config.scopes.split(' ').includes('openid') && config.issuer !== null;

/** Where to send the visitor, and the secrets to keep in the flow cookie. */
export async function authorizationRequest(config: ProviderConfig, redirectUri: string): Promise<{ url: string; state: string; verifier: string; nonce: string | null }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = isOpenId(config) ? oauth.generateRandomNonce() : null;
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', config.scopes);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  if (nonce) url.searchParams.set('nonce', nonce);
  return { url: url.href, state, verifier, nonce };
}

export interface SocialProfile {
  email: string | null;
  /** The provider says it has verified the address (OIDC `email_verified`). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Why a callback did not give a profile: the visitor said no, or something else failed. */
export class SocialFlowError extends Error {
  constructor(
    readonly outcome: 'denied' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

const profileSchema = z.looseObject({
  sub: z.string().optional(),
  id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * The callback's half: checks the state, exchanges the code (with the verifier and the client
 * secret), checks the ID token's issuer, audience and nonce when there is one, and reads the
 * profile. Throws SocialFlowError; never lets a provider's answer become a 500.
 */
export async function finishAuthorization(config: ProviderConfig, flow: OAuthFlow, callback: URL, redirectUri: string): Promise<SocialProfile> {
  const as = serverOf(config);
  const client: oauth.Client = { client_id: config.clientId };
  const options = { [oauth.customFetch]: oauthFetch, [oauth.allowInsecureRequests]: insecureAllowed() };
  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, callback, flow.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      throw new SocialFlowError(error.error === 'access_denied' ? 'denied' : 'failed', `provider answered ${error.error}`);
    }
    throw new SocialFlowError('failed', `callback refused: ${messageOf(error)}`);
  }
  let accessToken: string;
  let subject: string | null = null;
  let idClaims: oauth.IDToken | undefined;
  try {
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost(config.clientSecret), params, redirectUri, flow.verifier, options);
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: flow.nonce ?? oauth.expectNoNonce,
      requireIdToken: flow.nonce !== null,
    });
    accessToken = tokens.access_token;
    idClaims = oauth.getValidatedIdTokenClaims(tokens);
    subject = idClaims?.sub ?? null;
  } catch (error) {
    throw new SocialFlowError('failed', `token exchange failed: ${messageOf(error)}`);
  }
  const raw = await userinfo(config, accessToken);
  if (subject !== null && raw.sub !== undefined && raw.sub !== subject) throw new SocialFlowError('failed', 'userinfo names another subject than the ID token');
  const verified = raw.email_verified ?? idClaims?.email_verified;
  return {
    email: raw.email ?? (typeof idClaims?.email === 'string' ? idClaims.email : null),
    emailVerified: verified === true || verified === 'true',
    firstName: raw.given_name ?? raw.first_name ?? null,
    lastName: raw.family_name ?? raw.last_name ?? null,
  };
}

async function userinfo(config: ProviderConfig, accessToken: string): Promise<z.infer<typeof profileSchema>> {
  try {
    const answer = await outboundFetch(config.userinfoEndpoint, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      timeoutMs: 10_000,
      maxBytes: 256 * 1024,
    });
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    const parsed = profileSchema.safeParse(JSON.parse(answer.body.toString('utf8')));
    if (!parsed.success) throw new Error('not a profile');
    return parsed.data;
  } catch (error) {
    throw new SocialFlowError('failed', `userinfo failed: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 300) : 'error';
}
