import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../db/smtp-sink';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

// A returning e-mail signs in with the code or link mailed to it (DESIGN §8 "full_login"),
// delivered through SMTP to a local sink.
let server: TestServer;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: sink.url, JOBS: '0' } });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

let seq = 0;
const newEmail = () => `code.${Date.now().toString(36)}.${++seq}@example.com`;
const post = (path: string, body: unknown, host?: string) => server.request(path, { method: 'POST', host, headers: XHR, body: JSON.stringify(body) });
const jwtOf = (r: Reply) => ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith('JWT='));

async function mailTo(address: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Code mails only: a new lead also gets the welcome e-mail (issue 16).
    const mails = sink.received.filter((m) => m.to.includes(address) && / is your/.test(m.subject));
    if (mails.length >= count) return mails[count - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail ${count} to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const codeOf = (mail: ReceivedMail) => /^(\d{6}) is your/.exec(mail.subject)![1]!;
const linkOf = (mail: ReceivedMail) => {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  return new URL(/https?:\/\/\S+\/api\/token\/lead\?\S+/.exec(text)![0]);
};

/** A lead registered through step 1, so its e-mail is a returning one. */
async function registered(host?: string): Promise<string> {
  const email = newEmail();
  expect((await post('/api/leads/register/start', { lead: { email } }, host)).status).toBe(201);
  return email;
}

test('a returning e-mail gets a code by mail; the code signs in once', async () => {
  const email = await registered();
  const start = await post('/api/leads/register/start', { lead: { email: email.toUpperCase() } });
  expect(start.json<Json>().data).toEqual({ status: 'full_login' });
  const mail = await mailTo(email);
  const code = codeOf(mail);
  expect(mail.headers.from).toContain('Peconic Bay Homes');

  const signedIn = await post('/api/leads/login/code', { email, code });
  expect(signedIn.status).toBe(200);
  expect(signedIn.json<Json>().data.lead.email).toBe(email);
  expect(jwtOf(signedIn)).toMatch(/HttpOnly/i);
  // Spent: the same code again is refused.
  expect((await post('/api/leads/login/code', { email, code })).status).toBe(401);
});

test('the mailed link points at the company’s own site', async () => {
  const email = await registered(TENANT_2);
  await post('/api/leads/register/start', { lead: { email } }, TENANT_2);
  expect(linkOf(await mailTo(email)).origin).toBe(`http://${TENANT_2}:${server.port}`);
});

test('the mailed link signs in once, on its own company only', async () => {
  const email = await registered();
  await post('/api/leads/register/start', { lead: { email } });
  const link = linkOf(await mailTo(email));
  expect(link.origin).toBe(`http://localhost:${server.port}`);
  const path = link.pathname + link.search;
  expect((await server.request(path, { host: TENANT_2, headers: XHR })).status).toBe(401);
  const first = await server.request(path, { headers: XHR });
  expect(first.status).toBe(200);
  expect(first.json<Json>().data.lead.email).toBe(email);
  expect((await server.request(path, { headers: XHR })).status).toBe(401);
  // The code mailed with it is spent too.
  const code = codeOf(await mailTo(email));
  expect((await post('/api/leads/login/code', { email, code })).status).toBe(401);
});

test('wrong codes: 422 each, the fifth 429 for 60 s and the code is spent; bad shapes 422; unknown e-mails learn nothing', async () => {
  const email = await registered();
  await post('/api/leads/register/start', { lead: { email } });
  const code = codeOf(await mailTo(email));
  const wrong = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 4; i++) {
    const r = await post('/api/leads/login/code', { email, code: wrong });
    expect(r.status).toBe(422);
    expect(r.json<Json>().errors).toHaveProperty('code');
  }
  const locked = await post('/api/leads/login/code', { email, code: wrong });
  expect(locked.status).toBe(429);
  expect(locked.headers['retry-after']).toBe('60');
  expect((await post('/api/leads/login/code', { email, code })).status).toBe(401);

  for (const body of [{ email, code: '12345' }, { email, code: 'abcdef' }, { email }, { code }]) {
    expect((await post('/api/leads/login/code', body)).status).toBe(422);
  }
  const unknown = await post('/api/leads/login/code', { email: newEmail(), code });
  expect(unknown.status).toBe(401);
  expect(jwtOf(unknown)).toBeUndefined();
});

test('no more than five codes in 15 minutes for one lead; a code of one company does not work on another', async () => {
  const email = await registered();
  for (let i = 0; i < 5; i++) expect((await post('/api/leads/register/start', { lead: { email } })).status).toBe(200);
  const flood = await post('/api/leads/register/start', { lead: { email } });
  expect(flood.status).toBe(429);
  expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);

  // The same address on tenant 2 is a different person: a new lead there, and tenant 1's code means nothing.
  const code = codeOf(await mailTo(email, 5));
  expect((await post('/api/leads/register/start', { lead: { email } }, TENANT_2)).status).toBe(201);
  expect((await post('/api/leads/login/code', { email, code }, TENANT_2)).status).toBe(401);
});

test('whoever registered an address first loses the lead once its owner signs in from the mailbox', async () => {
  const email = newEmail();
  const impostor = await post('/api/leads/register/start', { lead: { email } });
  const impostorToken = impostor.json<Json>().data.token as string;
  const asImpostor = () => server.request('/api/leads/me', { headers: { authorization: `Bearer ${impostorToken}` } });
  expect((await asImpostor()).status).toBe(200);
  // The owner asks for a code and uses it: from then on only tokens issued after that count.
  await new Promise((r) => setTimeout(r, 1100));
  await post('/api/leads/register/start', { lead: { email } });
  const owner = await post('/api/leads/login/code', { email, code: codeOf(await mailTo(email)) });
  expect(owner.status).toBe(200);
  expect((await asImpostor()).status).toBe(401);
  const ownerToken = owner.json<Json>().data.token as string;
  expect((await server.request('/api/leads/me', { headers: { authorization: `Bearer ${ownerToken}` } })).status).toBe(200);
}, 30_000);

test('wrong codes sent at once each use up a try: a burst cannot outguess the limit', async () => {
  const email = await registered();
  await post('/api/leads/register/start', { lead: { email } });
  const code = codeOf(await mailTo(email));
  const wrong = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
  const answers = await Promise.all(wrong.map((guess) => post('/api/leads/login/code', { email, code: guess })));
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(4);
  expect(statuses).not.toContain(200);
  // The code is spent: the right one no longer works.
  expect((await post('/api/leads/login/code', { email, code })).status).toBe(401);
});
