import http from 'node:http';
import { startSmtpSink, type SmtpSink } from '../db/smtp-sink';
import { startOAuthProvider, type FakeProvider, type FakeUser } from '../fakes/oauth-provider';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';
import { insertTeam, teamCookies, type MemberSpec, type TeamMember } from './team';

/**
 * Issue 17 item 2: social login with a real OAuth2/OIDC flow against a fake provider on
 * loopback (tests/fakes/oauth-provider.ts): the admin-only configuration API (secrets
 * write-only), the start → provider → callback round trip for new and returning e-mails, the
 * verified-e-mail rule, every way a flow can fail (never a 5xx, nothing created), the flags
 * and `_forceFacebook`, and companies kept apart.
 */
let server: TestServer;
let google: FakeProvider;
let facebook: FakeProvider;
let sink: SmtpSink;
const team: Record<string, TeamMember> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  [google, facebook, sink] = await Promise.all([startOAuthProvider({ clientId: 'google-client.apps.test' }), startOAuthProvider({ clientId: 'fb-app-1234' }), startSmtpSink()]);
  server = await startServer({
    env: { JOBS: '0', OUTBOUND_ALLOW_PRIVATE: '1', SMTP_URL: sink.url },
    prepare: async (db) => {
      const members: MemberSpec[] = [
        ['admin', 1, 'broker', true], ['broker', 1, 'broker', false], ['agent', 1, 'agent', false], ['otherAdmin', 2, 'broker', true],
      ];
      Object.assign(team, await insertTeam(db, members, { lastName: 'Social', domain: 'social-login.test' }));
    },
  });
  Object.assign(cookies, await teamCookies(team));
  await configure('google', true);
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all([google?.close(), facebook?.close(), sink?.close()]);
});

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const get = (who: string, path: string) => server.request(path, { host: hostOf(who), headers: { cookie: cookies[who]!, ...XHR } });
const put = (who: string, body: unknown) =>
  server.request('/api/crm/settings/social-login', { host: hostOf(who), method: 'PUT', headers: { cookie: cookies[who]!, ...XHR }, body: JSON.stringify(body) });
const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;

function configBody(provider: 'google' | 'facebook', enabled: boolean, extra: Record<string, unknown> = {}) {
  const fake = provider === 'google' ? google : facebook;
  const { issuer, ...endpoints } = fake.endpoints;
  return { provider, enabled, clientId: fake.clientId, clientSecret: fake.clientSecret, ...endpoints, ...(provider === 'google' ? { issuer } : {}), ...extra };
}
async function configure(provider: 'google' | 'facebook', enabled: boolean, who = 'admin') {
  const answer = await put(who, configBody(provider, enabled));
  expect(answer.status).toBe(200);
  return answer;
}

let seq = 0;
const newEmail = (tag = 'social') => `${tag}.${Date.now().toString(36)}.${++seq}@example.com`;
const setCookies = (r: Reply) => ([] as string[]).concat(r.headers['set-cookie'] ?? []);
const cookieValue = (r: Reply, name: string) => setCookies(r).find((c) => c.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1) ?? null;

/** A GET on the fake provider (the browser's visit to its authorize page): its redirect. */
function visit(url: string): Promise<{ status: number; location: string | null }> {
  return new Promise((resolve, reject) => {
    http.get(url, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null });
    }).on('error', reject);
  });
}

interface Started { flowCookie: string; authorizeUrl: URL }
async function start(provider: string, query = 'next=/real-estate', init: { host?: string; cookie?: string } = {}): Promise<Reply> {
  return server.request(`/api/auth/oauth/${provider}/start?${query}`, { host: init.host, headers: init.cookie ? { cookie: init.cookie } : {} });
}
async function started(provider: string, query?: string, host?: string): Promise<Started> {
  const answer = await start(provider, query, { host });
  expect(answer.status).toBe(302);
  const flow = cookieValue(answer, 'oauthFlow');
  expect(setCookies(answer).find((c) => c.startsWith('oauthFlow='))).toMatch(/HttpOnly/i);
  return { flowCookie: `oauthFlow=${flow}`, authorizeUrl: new URL(answer.headers.location!) };
}
/** The provider's answer to the authorize visit: the callback's path and query on our site. */
async function authorized(s: Started): Promise<string> {
  const back = await visit(s.authorizeUrl.href);
  expect(back.status).toBe(302);
  const url = new URL(back.location!);
  return url.pathname + url.search;
}
async function callback(path: string, flowCookie: string, host?: string): Promise<Reply> {
  return server.request(path, { host, headers: { cookie: flowCookie } });
}
/** The whole round trip for `user` at `provider`. */
async function signInAs(provider: 'google' | 'facebook', user: FakeUser, query?: string, host?: string) {
  (provider === 'google' ? google : facebook).user = user;
  const s = await started(provider, query, host);
  const answer = await callback(await authorized(s), s.flowCookie, host);
  expect(answer.status).toBe(303);
  return { answer, outcome: cookieValue(answer, 'socialLogin'), jwt: cookieValue(answer, 'JWT'), location: answer.headers.location };
}
const me = async (jwt: string, host?: string) => server.request('/api/leads/me', { host, headers: { cookie: `JWT=${jwt}` } });
const leadIdOf = async (jwt: string) => dataOf<Json>(await me(jwt)).id as number;
const activitiesOf = async (leadId: number) => dataOf<Json[]>(await get('admin', `/api/crm/leads/${leadId}/activities?tab=all&page=1`));
const leadsWith = async (email: string) => dataOf<Json[]>(await get('admin', `/api/crm/leads?q=${encodeURIComponent(email)}`));

test('the configuration API is the admins’; the secret is written, never read back', async () => {
  expect((await get('broker', '/api/crm/settings/social-login')).status).toBe(403);
  expect((await get('agent', '/api/crm/settings/social-login')).status).toBe(403);
  expect((await put('broker', configBody('google', true))).status).toBe(403);
  expect((await server.request('/api/crm/settings/social-login')).status).toBe(401);
  const answer = await get('admin', '/api/crm/settings/social-login');
  expect(answer.status).toBe(200);
  const g = dataOf<Json>(answer).providers.find((p: Json) => p.provider === 'google');
  expect(g).toMatchObject({ enabled: true, clientId: google.clientId, secretSet: true, tokenEndpoint: google.endpoints.tokenEndpoint, ready: true });
  expect(g.callbackUrl).toMatch(/\/api\/auth\/oauth\/google\/callback$/);
  for (const r of [answer, await get('admin', '/api/crm/settings/social-login'), await server.request('/api/company/settings')]) {
    expect(r.text).not.toContain(google.clientSecret);
    expect(r.text).not.toMatch(/client_?secret"\s*:\s*"/i);
  }
  // The public flags are in the settings document the site reads; the secret is not.
  const site = dataOf<Json>(await server.request('/api/company/settings'));
  expect(site.socialLogin).toMatchObject({ googleLoginEnabled: true, googleClientId: google.clientId });
  // Absent secret: kept.
  const withoutSecret: Record<string, unknown> = { ...configBody('google', true) };
  delete withoutSecret.clientSecret;
  expect(dataOf<Json>(await put('admin', withoutSecret)).providers[0].secretSet).toBe(true);
});

test('bad configuration is a 422 naming the field, and nothing is saved', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ tokenEndpoint: 'not a url' }, 'tokenEndpoint'],
    [{ tokenEndpoint: 'ftp://example.com/token' }, 'tokenEndpoint'],
    [{ userinfoEndpoint: 'https://user:pw@example.com/u' }, 'userinfoEndpoint'],
    [{ scopes: 'openid profile' }, 'scopes'],
    [{ scopes: 'openid  email' }, 'scopes'],
    [{ clientId: 'has space' }, 'clientId'],
    [{ clientSecret: null }, 'clientSecret'],
    [{ clientId: null }, 'clientId'],
    [{ clientSecret: 'a\u0000b' }, 'clientSecret'],
  ];
  for (const [change, field] of cases) {
    const answer = await put('admin', configBody('google', true, change));
    expect([answer.status, Object.keys(answer.json<Json>().errors ?? {})]).toEqual([422, [field]]);
  }
  expect((await put('admin', { provider: 'twitter', enabled: true, clientId: 'x' })).status).toBe(422);
  expect((await put('admin', configBody('facebook', true, { clientId: 'not/an/app/id' }))).status).toBe(422);
  const g = dataOf<Json>(await get('admin', '/api/crm/settings/social-login')).providers.find((p: Json) => p.provider === 'google');
  expect(g).toMatchObject({ enabled: true, clientId: google.clientId, tokenEndpoint: google.endpoints.tokenEndpoint, scopes: 'openid email profile' });
});

test('a new e-mail through Google becomes a lead: sign-up activity naming Google, the lead flow, the cookie, back to next', async () => {
  const email = newEmail('new');
  const s = await started('google', 'next=/real-estate%3Fbeds%3D3&type=visitHouse&propertyId=12');
  // PKCE S256, state and an OIDC nonce go to the provider.
  expect(s.authorizeUrl.origin).toBe(google.url);
  const q = s.authorizeUrl.searchParams;
  expect([q.get('code_challenge_method'), q.get('response_type'), q.get('client_id')]).toEqual(['S256', 'code', google.clientId]);
  expect(q.get('state')?.length).toBeGreaterThan(20);
  expect(q.get('nonce')?.length).toBeGreaterThan(20);
  expect(q.get('redirect_uri')).toBe(`http://localhost:${server.port}/api/auth/oauth/google/callback`);
  google.user = { sub: `g-${email}`, email, emailVerified: true, firstName: 'Gina', lastName: 'Oakes' };
  const answer = await callback(await authorized(s), s.flowCookie);
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe('/real-estate?beds=3');
  expect(setCookies(answer).find((c) => c.startsWith('JWT='))).toMatch(/HttpOnly/i);
  expect(cookieValue(answer, 'socialLogin')).toBe('signed-in');
  // The flow cookie is spent.
  expect(setCookies(answer).find((c) => c.startsWith('oauthFlow='))).toMatch(/Max-Age=0/i);
  const profile = dataOf<Json>(await me(cookieValue(answer, 'JWT')!));
  expect(profile).toMatchObject({ email, firstName: 'Gina', lastName: 'Oakes' });
  const activities = await activitiesOf(profile.id);
  const signUp = activities.find((a) => a.type === 'sign-up-partial' || a.type === 'sign-up');
  expect(signUp?.data).toMatchObject({ provider: 'google', signUpType: 'visitHouse', propertyId: 12 });
  expect(activities.some((a) => a.type === 'created')).toBe(true);
  // onNewLead ran: the lead flow routed the lead.
  expect(activities.some((a) => a.type === 'lead-routing')).toBe(true);
});

test('a returning e-mail that Google verified signs that lead in; an unverified one gets a code by mail and no token', async () => {
  const email = newEmail('back');
  const first = await signInAs('google', { sub: 'g-back', email, emailVerified: true, firstName: 'Bea' });
  const leadId = await leadIdOf(first.jwt!);
  const again = await signInAs('google', { sub: 'g-back', email: email.toUpperCase(), emailVerified: true });
  expect(again.outcome).toBe('signed-in');
  expect(await leadIdOf(again.jwt!)).toBe(leadId);
  // The same address, not verified by the provider: the returning-e-mail path (DESIGN §8).
  const unverified = await signInAs('google', { sub: 'g-other', email, emailVerified: false });
  expect([unverified.outcome, unverified.jwt]).toEqual(['code-sent', null]);
  const deadline = Date.now() + 10_000;
  while (!sink.received.some((m) => m.to.includes(email) && / is your/.test(m.subject)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(sink.received.some((m) => m.to.includes(email) && / is your/.test(m.subject))).toBe(true);
  expect(await leadsWith(email)).toHaveLength(1);
});

test('a state that does not match, a PKCE verifier that does not fit, a denial, a token failure, no e-mail: back to the site, nothing created', async () => {
  const email = newEmail('fail');
  google.user = { sub: 'g-fail', email, emailVerified: true };
  // State mismatch.
  const a = await started('google');
  const path = (await authorized(a)).replace(/state=[^&]+/, 'state=forged-state-value-123456');
  const mismatch = await callback(path, a.flowCookie);
  expect([mismatch.status, cookieValue(mismatch, 'socialLogin'), cookieValue(mismatch, 'JWT')]).toEqual([303, 'failed', null]);
  // PKCE: flow B's code presented with flow A's cookie and state (A's verifier does not fit B's challenge).
  const b1 = await started('google');
  const b2 = await started('google');
  const codeOfB2 = new URL(await authorized(b2), 'http://x').searchParams.get('code')!;
  const stateOfB1 = b1.authorizeUrl.searchParams.get('state')!;
  const pkce = await callback(`/api/auth/oauth/google/callback?code=${codeOfB2}&state=${stateOfB1}`, b1.flowCookie);
  expect(cookieValue(pkce, 'socialLogin')).toBe('failed');
  expect(google.tokenRequests.at(-1)?.get('code')).toBe(codeOfB2);
  // The provider says the visitor refused.
  google.denyNext = true;
  const denied = await signInAs('google', google.user);
  expect([denied.outcome, denied.jwt, denied.location]).toEqual(['denied', null, '/real-estate']);
  // The token endpoint fails.
  google.failTokenWith = 500;
  const broken = await signInAs('google', google.user);
  google.failTokenWith = null;
  expect([broken.outcome, broken.jwt]).toEqual(['failed', null]);
  // No cookie at all (another browser, or expired).
  const c = await started('google');
  expect(cookieValue(await callback(await authorized(c), ''), 'socialLogin')).toBe('failed');
  // The provider shares no e-mail.
  const none = await signInAs('google', { sub: 'g-none', email: null });
  expect([none.outcome, none.jwt]).toEqual(['no-email', null]);
  expect(await leadsWith(email)).toHaveLength(0);
});

test('a switched-off or unconfigured provider is not offered and does not start; _forceFacebook turns Facebook on for the visit', async () => {
  // Facebook configured but off.
  await configure('facebook', false);
  const offered = async (query = '') => dataOf<Json[]>(await server.request(`/api/auth/oauth/providers${query}`)).map((p) => p.id);
  expect(await offered()).toEqual(['google']);
  expect(await offered('?_forceFacebook=1')).toEqual(['google', 'facebook']);
  expect(await offered('?_forceFacebook=true')).toEqual(['google', 'facebook']);
  expect(await offered('?_forceFacebook=yes')).toEqual(['google']);
  const off = await start('facebook');
  expect([off.status, cookieValue(off, 'socialLogin'), off.headers.location]).toEqual([303, 'unavailable', '/real-estate']);
  // Forced: the whole flow works; Facebook's e-mail is a new lead's, named in the sign-up.
  const email = newEmail('fb');
  const forced = await signInAs('facebook', { sub: 'fb-1', email, firstName: 'Finn', lastName: 'Berg', style: 'facebook' }, 'next=/&_forceFacebook=1');
  expect(forced.outcome).toBe('signed-in');
  const leadId = await leadIdOf(forced.jwt!);
  expect((await activitiesOf(leadId)).find((a) => /^sign-up/.test(a.type))?.data.provider).toBe('facebook');
  // Facebook gives no verified flag: its e-mail never signs a known lead in on its word.
  const back = await signInAs('facebook', { sub: 'fb-1', email, style: 'facebook' }, 'next=/&_forceFacebook=1');
  expect([back.outcome, back.jwt]).toEqual(['code-sent', null]);
  // Google switched off: gone from the list, and its start refuses.
  await configure('google', false);
  expect(await offered()).toEqual([]);
  expect(cookieValue(await start('google'), 'socialLogin')).toBe('unavailable');
  await configure('google', true);
});

test('another company’s configuration is not usable; a flow of one company does not finish on another', async () => {
  expect(dataOf<Json[]>(await server.request('/api/auth/oauth/providers', { host: TENANT_2 }))).toEqual([]);
  expect(cookieValue(await start('google', 'next=/', { host: TENANT_2 }), 'socialLogin')).toBe('unavailable');
  const other = dataOf<Json>(await get('otherAdmin', '/api/crm/settings/social-login')).providers;
  expect(other.map((p: Json) => [p.provider, p.secretSet, p.ready])).toEqual([['google', false, false], ['facebook', false, false]]);
  // Company 1's flow brought to company 2's callback: its cookie is not company 2's.
  google.user = { sub: 'g-x', email: newEmail('cross'), emailVerified: true };
  const s = await started('google');
  const answer = await callback(await authorized(s), s.flowCookie, TENANT_2);
  expect([cookieValue(answer, 'socialLogin'), cookieValue(answer, 'JWT')]).toEqual(['failed', null]);
});

test('agents do not use it; unsafe next and unknown providers are refused without a 5xx', async () => {
  const agent = await start('google', 'next=/real-estate', { cookie: cookies.agent });
  expect([agent.status, cookieValue(agent, 'socialLogin')]).toEqual([303, 'agent']);
  for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/%2F%2Fevil']) {
    const answer = await start('google', `next=${encodeURIComponent(next)}`);
    expect(answer.status).toBe(302);
    google.user = { sub: 'g-next', email: null };
    const s = { flowCookie: `oauthFlow=${cookieValue(answer, 'oauthFlow')}`, authorizeUrl: new URL(answer.headers.location!) };
    expect((await callback(await authorized(s), s.flowCookie)).headers.location).toBe('/');
  }
  expect((await start('twitter')).status).toBe(404);
  expect((await server.request('/api/auth/oauth/google/callback?code=%00&state=x')).status).toBeLessThan(500);
  expect((await start('google', 'propertyId=99999999999999999999&type=' + 'x'.repeat(50))).status).toBeLessThan(500);
});

test('Test connection checks what is saved: discovery for Google, an app token for Facebook; admins only', async () => {
  const check = (who: string, provider: string) =>
    server.request('/api/crm/settings/social-login/test', { host: hostOf(who), method: 'POST', headers: { cookie: cookies[who]!, ...XHR }, body: JSON.stringify({ provider }) });
  expect((await check('broker', 'google')).status).toBe(403);
  expect(dataOf<Json>(await check('admin', 'google'))).toMatchObject({ ok: true });
  await configure('facebook', false);
  expect(dataOf<Json>(await check('admin', 'facebook'))).toMatchObject({ ok: true });
  // A wrong secret, and an issuer whose discovery names other endpoints: answered, not an error.
  expect((await put('admin', configBody('facebook', false, { clientSecret: 'wrong-secret' }))).status).toBe(200);
  expect(dataOf<Json>(await check('admin', 'facebook'))).toMatchObject({ ok: false });
  expect((await put('admin', configBody('google', true, { tokenEndpoint: `${google.url}/other-token` }))).status).toBe(200);
  expect(dataOf<Json>(await check('admin', 'google')).message).toMatch(/token endpoint/);
  await configure('google', true);
  // Company 2 has nothing saved.
  expect(dataOf<Json>(await check('otherAdmin', 'google'))).toMatchObject({ ok: false });
});
