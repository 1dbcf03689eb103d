import { XHR } from './fixtures';
import { startServer, type TestServer } from './server';

// Per-address allowances of the sign-up flow (lib/leads/sign-up-limits.ts), set low here.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { LEAD_SIGN_UPS_PER_IP: '3', LEAD_WRONG_CODES_PER_IP: '2', JOBS: '0' } });
}, 180_000);
afterAll(() => server?.stop());

const post = (path: string, body: unknown) => server.request(path, { method: 'POST', headers: XHR, body: JSON.stringify(body) });

test('sign-ups past the allowance of one address are refused with 429 and create nothing', async () => {
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 3; i++) expect((await post('/api/leads/register/start', { lead: { email: `limit.${stamp}.${i}@example.com` } })).status).toBe(201);
  const refused = await post('/api/leads/register/start', { lead: { email: `limit.${stamp}.x@example.com` } });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
});

test('wrong codes from one address are capped across e-mails: spreading guesses over leads does not help', async () => {
  for (const email of ['a@example.com', 'b@example.com']) expect((await post('/api/leads/login/code', { email: `${Date.now()}${email}`, code: '123456' })).status).toBe(401);
  expect((await post('/api/leads/login/code', { email: `${Date.now()}c@example.com`, code: '123456' })).status).toBe(429);
});
