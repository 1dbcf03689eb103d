import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { SignJWT } from 'jose';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { leadClaimsSchema, type LeadClaims } from '../../lib/auth/lead-claims';
import { seededSessionId } from '../../lib/auth/seeded-sessions';
import { confirmationStep } from '../../lib/leads/confirmation';
import { E2E_AUTH_SECRET, E2E_PORT, TENANT_1 } from './env';

const secret = new TextEncoder().encode(E2E_AUTH_SECRET);

/** The lead's fields a token carries (the token's own schema), besides its id and company. */
const CLAIMED = Object.keys(leadClaimsSchema.shape).filter((key) => key !== 'id' && key !== 'companyId');

/**
 * A seeded lead's token as the server would sign it (same secret, the lead's seeded session).
 * With `stored` (what /api/leads/me says), its claims are the lead's as stored, as a real
 * sign-in's are; otherwise placeholders, which the page's first lead check finds stale.
 */
export async function leadToken(
  leadId: number,
  companyId: number,
  options: { expiresIn?: string; stored?: Record<string, unknown> } = {},
): Promise<string> {
  const placeholder: Omit<LeadClaims, 'id' | 'companyId'> = {
    lenderId: null, completed: true, email: null, emailStatus: 'valid', phone: null, phoneStatus: 'valid',
    firstName: 'Test', lastName: 'Lead', agentId: null, relatedLeadFirstName: null, hasCoBuyer: false, isEngaged: false, stage: 'new',
  };
  const stored = options.stored;
  const lead = { id: leadId, companyId, ...(stored ? Object.fromEntries(CLAIMED.map((key) => [key, stored[key]])) : placeholder) };
  return new SignJWT({ lead, sid: seededSessionId('lead', companyId, leadId, secret), sv: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('listings:lead')
    .setSubject(String(leadId))
    .setIssuedAt(options.expiresIn === 'expired' ? Math.floor(Date.now() / 1000) - 7200 : undefined)
    .setExpirationTime(options.expiresIn === 'expired' ? Math.floor(Date.now() / 1000) - 3600 : '1d')
    .sign(secret);
}

export interface LeadProfile {
  id: number;
  email: string | null;
  emailStatus: string;
  phone: string | null;
  phoneStatus: string;
  firstName: string | null;
  lastName: string | null;
  /** Both sign-up steps done (SPEC §4): a lead without them is asked for its details on most pages. */
  completed: boolean;
  favourites: { data: { total: number } };
  eAlerts: { data: { total: number } };
}

/** A lead the site would ask to confirm its e-mail or phone (SPEC §4): the form opens on most pages. */
export const mustConfirm = (l: LeadProfile) => confirmationStep(l) !== null;

/**
 * Takes a seeded lead for the calling test alone, for the whole run: false when another test
 * has it. The seed's leads are shared and the files run in two workers; a test that signs its
 * lead out, or whose page refreshes the lead's token twice, ends the session another test holds
 * for the same lead. The claim is a directory made under the run's claims directory
 * (global-setup.ts): making one is atomic across the worker processes.
 */
export function claimLead(companyId: number, leadId: number): boolean {
  try {
    fs.mkdirSync(claimPath(companyId, leadId));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function releaseLead(companyId: number, leadId: number): void {
  fs.rmdirSync(claimPath(companyId, leadId));
}

function claimPath(companyId: number, leadId: number): string {
  const dir = process.env.E2E_CLAIMS_DIR;
  if (!dir) throw new Error('E2E_CLAIMS_DIR is not set: the browser tests run through playwright.config.ts (its globalSetup)');
  return path.join(dir, `${companyId}-${leadId}`);
}

/**
 * Finds a seeded lead of a company through the real API, by what /api/leads/me says about it,
 * and claims it (claimLead): no other test of the run gets it. Always a lead that finished both
 * sign-up steps, and unless asked for, never one the site would ask to confirm its contact
 * details: either would open the sign-up form on the test's page (the seed has both kinds).
 */
export async function findLead(
  baseURL: string,
  companyId: number,
  wanted: (lead: LeadProfile) => boolean,
  options: { confirming?: boolean } = {},
): Promise<{ profile: LeadProfile; token: string }> {
  for (let id = 1; id <= 400; id++) {
    if (!claimLead(companyId, id)) continue;
    const token = await leadToken(id, companyId);
    const response = await hostRequest(`${baseURL}/api/leads/me`, { headers: { authorization: `Bearer ${token}` } });
    const data = response.status === 200 ? response.json<{ data: LeadProfile }>().data : null;
    // The token handed out carries the lead as stored: a page then renders it fully signed in
    // at once, instead of until its first lead check answers (a click before that met the
    // placeholder claims' "how can your agent reach you?").
    if (data && data.completed && wanted(data) && mustConfirm(data) === Boolean(options.confirming)) {
      return { profile: data, token: await leadToken(id, companyId, { stored: { ...data } }) };
    }
    releaseLead(companyId, id);
  }
  throw new Error('No unclaimed seeded lead matches');
}

export async function signInLead(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'JWT', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Third-party scripts (tracking) cannot load here; fail them fast instead of waiting. */
export async function blockExternal(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) => route.abort());
}

export interface Violation {
  directive: string;
  blocked: string;
  source: string;
  url: string;
}

/** The nonce of a page answer's policy. */
export function nonceOf(response: Response | null): string {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `a nonce in ${response?.url()}'s CSP`).toBeDefined();
  return nonce!;
}

/** Collects every CSP violation the browser reports, as events and as console errors. */
export async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      report({ directive: e.violatedDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, url: location.href });
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: message.text(), source: message.location().url, url: page.url() });
    }
  });
  return violations;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * The page does not scroll sideways at this width, once laid out (a screen may be wider for a
 * moment while it loads). On failure the message names the last elements that reach past the edge.
 */
export async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  try {
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  } catch (error) {
    const past = await page.evaluate(
      (edge) =>
        [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > edge)
          .slice(-5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} to ${Math.round(el.getBoundingClientRect().right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}"`),
      width,
    );
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nReaching past ${width} px: ${past.join('; ')}`);
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: <T = { data: Record<string, unknown> }>() => T;
}

/**
 * HTTP from the test process to the server with any Host header: Node cannot resolve
 * *.localhost names (browsers can), and some tests need hosts no browser would send.
 */
export function hostRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; host?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: E2E_PORT, method: init.method ?? 'GET', path: target.pathname + target.search, headers: { host: init.host ?? target.host, ...init.headers } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    if (init.body) req.write(init.body);
    req.end();
  });
}

/** Waits for the session's profile call so a test does not race the page's own requests. */
export async function gotoSignedIn(page: Page, url: string): Promise<void> {
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/leads/me') && r.status() === 200), page.goto(url)]);
}

/**
 * Waits until React has hydrated the element and committed that hydration, so a click reaches
 * its handler: a click on server-rendered HTML before hydration does nothing. React attaches an
 * element's props while it renders the hydration, and a render that then waits (for a chunk of
 * the page: on a busy machine a 0.6 kB boundary took 2.5 s) is not committed yet: a click then is
 * lost. So the root (Next hydrates `document`) must be hydrated too.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        const rootKey = Object.keys(document).find((key) => key.startsWith('__reactContainer$'));
        const root = rootKey ? (document as unknown as Record<string, { stateNode: { current: { memoizedState: { isDehydrated?: boolean } | null } } }>)[rootKey] : undefined;
        const committed = root?.stateNode.current.memoizedState?.isDehydrated === false;
        return committed && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
      }),
    )
    .toBe(true);
  return locator;
}

/** Signs a seeded agent in (demo password) through the sign-in form, landing on `next` of tenant 1. */
export async function signInAgent(page: Page, email: string, next: string): Promise<void> {
  await page.goto(`${TENANT_1}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${TENANT_1}${next}`);
}

/** Tenant 1's seeded broker (an admin too): who the manager journeys sign in as. */
export async function tenantBrokerEmail(): Promise<string> {
  const agents = hostRequest(`${TENANT_1}/api/agents`).then((r) => r.json<{ data: { email: string; type: string }[] }>().data);
  const broker = (await agents).find((a) => a.type === 'broker');
  if (!broker) throw new Error('no broker on tenant 1');
  return broker.email;
}
