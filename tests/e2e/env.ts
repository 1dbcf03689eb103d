/** Shared by playwright.config.ts and the tests: the server they start and the secret it signs with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_AUTH_SECRET = 'e2e-secret-for-tests-only-0123456789abcdef';
export const E2E_FEED_SECRET_KEY = 'e2e-feed-key-for-tests-only-0123456789abcdef';
/** Inbound hooks (SMS, mail, voice, Gmail) are signed with this (HOOKS_SECRET). */
export const E2E_HOOKS_SECRET = 'e2e-hooks-secret-for-tests-only';
export const TENANT_1 = `http://localhost:${E2E_PORT}`;
export const TENANT_2 = `http://second.localhost:${E2E_PORT}`;
export const HOSTILE_TENANT = `http://hostile.localhost:${E2E_PORT}`;
export const UNKNOWN_HOST = `http://unknown.localhost:${E2E_PORT}`;
