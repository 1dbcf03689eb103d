import 'server-only';
import { loadProviderConfig } from '@/lib/auth/oauth/provider-config';
import type { SocialProvider } from '@/lib/auth/oauth/providers';
import { outboundFetch } from '@/lib/net/outbound';
import type { Company } from '@/lib/tenancy/company';

export interface ConnectionCheck {
  ok: boolean;
  message: string;
}

const LIMITS = { timeoutMs: 8_000, maxBytes: 256 * 1024 };

/**
 * POST /api/crm/settings/social-login/test (admins): a cheap look at the saved configuration,
 * through lib/net/outbound.ts. Google (OIDC): its discovery document must name the configured
 * issuer and endpoints. Facebook: an app access token (client_credentials) proves the app id and
 * secret. A failure is an answer (`ok: false` and why), never an error status.
 */
export async function testSocialConnection(company: Company, provider: SocialProvider): Promise<ConnectionCheck> {
  const config = await loadProviderConfig(company, provider);
  if (!config) return { ok: false, message: 'Save a client id and secret first.' };
  try {
    if (config.issuer) {
      const answer = await outboundFetch(`${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { headers: { accept: 'application/json' }, ...LIMITS });
      if (answer.status !== 200) return { ok: false, message: `The issuer's discovery document answered ${answer.status}.` };
      const doc = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      const wrong = (
        [
          ['issuer', doc.issuer, config.issuer],
          ['authorization endpoint', doc.authorization_endpoint, config.authorizationEndpoint],
          ['token endpoint', doc.token_endpoint, config.tokenEndpoint],
        ] as const
      ).filter(([, theirs, ours]) => theirs !== ours);
      if (wrong.length) return { ok: false, message: `The provider names another ${wrong.map(([what]) => what).join(', ')} than the one saved.` };
      return { ok: true, message: 'The provider answered and its endpoints match. Sign in once from the site to check the client id and secret.' };
    }
    const url = new URL(config.tokenEndpoint);
    url.searchParams.set('grant_type', 'client_credentials');
    url.searchParams.set('client_id', config.clientId);
    url.searchParams.set('client_secret', config.clientSecret);
    const answer = await outboundFetch(url, { headers: { accept: 'application/json' }, ...LIMITS });
    if (answer.status === 200) return { ok: true, message: 'The provider accepted the app id and secret.' };
    return { ok: false, message: `The provider refused the app id and secret (${answer.status}).` };
  } catch (error) {
    return { ok: false, message: `Could not reach the provider: ${error instanceof Error ? error.message.slice(0, 200) : 'error'}` };
  }
}
