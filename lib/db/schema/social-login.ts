import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyId } from './leads';
import { updatedAt } from './columns';

/**
 * A company's social-login providers (issue 17, docs/admin.md "Social login"): the server-side
 * half of each OAuth2/OIDC client. The public half (whether the button shows, and the client
 * id, which travels in the authorization URL anyway) stays in the settings document
 * (`facebookLoginEnabled`, `socialLogin.*`), so the site reads one place for its flags. The
 * client secret is sealed (lib/feeds/secrets.ts's scheme) and never leaves the server.
 * Endpoints are stored so tests and other providers can point them elsewhere; null means the
 * provider's real default (lib/auth/oauth/providers.ts).
 */
export const socialLoginProviders = pgTable(
  'social_login_providers',
  {
    companyId: companyId(),
    provider: varchar('provider', { length: 20 }).notNull(),
    clientSecretSealed: text('client_secret_sealed'),
    authorizationEndpoint: varchar('authorization_endpoint', { length: 500 }),
    tokenEndpoint: varchar('token_endpoint', { length: 500 }),
    userinfoEndpoint: varchar('userinfo_endpoint', { length: 500 }),
    /** OIDC issuer the ID token must name (Google); null: the provider's default. */
    issuer: varchar('issuer', { length: 500 }),
    scopes: varchar('scopes', { length: 500 }),
    updatedBy: integer('updated_by').references(() => agents.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.provider] }), check('social_login_providers_provider_ck', sql`${t.provider} in ('facebook', 'google')`)],
);
