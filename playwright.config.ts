import { defineConfig, devices } from '@playwright/test';
import { E2E_AUTH_SECRET, E2E_FEED_SECRET_KEY, E2E_HOOKS_SECRET, E2E_PORT } from './tests/e2e/env';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Files that must not overlap another file: they change the company's settings, A/B test or
 * sign-in providers, which every page a visitor sees reflects (crm-ab, crm-settings,
 * browser-env, social-login), or they count or pick the company's leads by position while
 * other files add leads (crm-greatsheet, crm-day). Seeded leads are not shared: each test
 * claims its own (helpers.ts claimLead).
 */
const ALONE = /\/(crm-ab|crm-settings|browser-env|social-login|crm-greatsheet|crm-day)\.spec\.ts$/;

// Browser tests run Debian's chromium (Playwright cannot download browsers here) against a
// production build served with a fresh, small demo database.
export default defineConfig({
  testDir: './tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers (E2E_WORKERS), each a whole file at a time. The files that change what every
  // other file reads (or count what every file adds) run after the rest, one at a time: see ALONE.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--no-first-run', '--disable-quic', '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: chromium },
    // Run once the first project is done; if a test of it failed, these are reported as not run.
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['chromium'], use: chromium },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${E2E_PORT}/api/company/settings`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: '.e2e-data',
      SEED_LISTINGS: '900',
      SEED_LEADS: '30',
      SEED_TEST_TENANTS: '1',
      LEAD_SIGN_UPS_PER_IP: '1000',
      // The helpers sign seeded leads' tokens at their session's first version (helpers.ts
      // leadToken), and a page refreshes such a token once its claims go stale (a test that
      // changes its lead): the first version then works only for the grace. At the default
      // 10 s, a test whose lead had been refreshed lost its session halfway through.
      // The grace itself is tested in tests/api/sessions.test.ts.
      SESSION_ROTATION_GRACE_MS: String(60 * 60_000),
      AUTH_SECRET: E2E_AUTH_SECRET,
      FEED_SECRET_KEY: E2E_FEED_SECRET_KEY,
      HOOKS_SECRET: E2E_HOOKS_SECRET,
      // Fake providers and hooks run on loopback (tests/fakes): outbound fetches may reach them.
      OUTBOUND_ALLOW_PRIVATE: '1',
      // The hidden third-party-cookie iframe loads from the other loopback name: another site (tests/e2e/browser-env.spec.ts).
      THIRD_PARTY_CHECK_ORIGIN: `http://127.0.0.1:${E2E_PORT}`,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
