import http from 'node:http';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

// Rate limits and lockouts keyed by the client's address (DESIGN §13 "Client address"), in the
// database: X-Forwarded-For believed only from TRUSTED_PROXIES, no fresh budget from a flood,
// one count for every instance on a database. Allowances are set low here by environment.
const stamp = Date.now().toString(36);
let seq = 0;
const email = () => `limits.${stamp}.${++seq}@example.com`;

function client(server: TestServer) {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, host?: string) =>
    server.request(path, { method: 'POST', host, headers: { ...XHR, ...headers }, body: JSON.stringify(body) });
  return {
    signUp: (headers?: Record<string, string>) => post('/api/leads/register/start', { lead: { email: email() } }, headers),
    wrongCode: (headers?: Record<string, string>) => post('/api/leads/login/code', { email: email(), code: '123456' }, headers),
    agentLogin: (body: { email: string; password: string }, headers?: Record<string, string>) => post('/api/agents/login', body, headers, TENANT_2),
  };
}
const from = (address: string) => ({ 'x-forwarded-for': address });
const statuses = (replies: Reply[]) => replies.map((r) => r.status);

/** A POST whose body is sent only when `finish` is called: it holds a place inside the server until then. */
function holdPlace(server: TestServer) {
  const body = JSON.stringify({ email: email(), code: '123456' });
  const req = http.request({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/leads/login/code', headers: { host: `localhost:${server.port}`, ...XHR, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 1));
  return { finish: () => (req.end(body.slice(1)), answered) };
}

describe('TRUSTED_PROXIES unset: the socket decides', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Admission limits set low too (lib/http/admission-lanes.ts), for the flood test below; the other tests send one request at a time.
    server = await startServer({ env: { LEAD_SIGN_UPS_PER_IP: '2', LEAD_WRONG_CODES_PER_IP: '2', JOBS: '0', ADMISSION_CONCURRENCY: '2', ADMISSION_QUEUE: '4', ADMISSION_MAX_WAIT_MS: '3000' } });
  }, 180_000);
  afterAll(() => server?.stop());

  test('a forged X-Forwarded-For (or our own address header) does not give a new budget', async () => {
    const { signUp } = client(server);
    expect(statuses([await signUp(), await signUp()])).toEqual([201, 201]);
    for (const forged of [from('203.0.113.9'), from('203.0.113.10, 198.51.100.7'), { 'x-client-address': '203.0.113.11' }, from('::1')]) {
      const refused = await signUp(forged);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('wrong codes from one address are capped across e-mails: spreading guesses over leads does not help', async () => {
    const { wrongCode } = client(server);
    expect(statuses([await wrongCode(), await wrongCode(), await wrongCode()])).toEqual([401, 401, 429]);
  });

  test('past the admission limit the server answers 503 with Retry-After at once, static files still pass, and it serves normally after', async () => {
    // Two requests hold both places inside (their bodies arrive slowly), four more wait in line:
    // of ten searches sent then, the four that find room wait and the other six are refused.
    const holders = [holdPlace(server), holdPlace(server)];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flood = Array.from({ length: 10 }, (_, i) => server.request(`/api/properties?page=${i + 1}`));
    const early: Reply[] = [];
    for (const reply of flood) void reply.then((r) => early.push(r));
    for (let waited = 0; early.length < 6 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // Refused at once, while the four in line still wait.
    expect(statuses(early)).toEqual([503, 503, 503, 503, 503, 503]);
    for (const reply of early) {
      expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(reply.json()).toEqual({ error: 'The server is busy. Please try again shortly.', code: 'unavailable' });
    }
    // A static file has no line to wait in.
    expect((await server.request('/favicon.ico')).status).toBe(200);
    // The holders finish; those in line are served in turn, and new requests are served normally.
    for (const status of await Promise.all(holders.map((h) => h.finish()))) expect(status).toBeLessThan(500);
    expect(statuses(await Promise.all(flood)).filter((s) => s === 200)).toHaveLength(4);
    expect((await server.request('/api/properties?page=2')).status).toBe(200);
  });
});

describe('TRUSTED_PROXIES=127.0.0.1: a proxy on loopback forwards clients', () => {
  const env = {
    TRUSTED_PROXIES: '127.0.0.1',
    LEAD_SIGN_UPS_PER_IP: '2',
    LEAD_WRONG_CODES_PER_IP: '2',
    AGENT_SIGN_IN_FAILURES_PER_IP: '3',
    // Every counted request prunes idle rows, so the flood below drives pruning as hard as it goes.
    RATE_LIMIT_PRUNE_CHANCE: '1',
    JOBS: '0',
  };
  // PGlite is one process's database (DESIGN §2): a second instance cannot share it, so on the
  // PGlite pass the test of two instances has nothing to test. The PostgreSQL pass runs it.
  const onPostgres = Boolean(process.env.DATABASE_URL);
  let server: TestServer;
  let second: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer({ env });
    if (onPostgres) second = await startServer({ env, attachTo: server });
  }, 240_000);
  afterAll(async () => {
    await second?.stop();
    await server?.stop();
  });

  test('the forwarded client is believed, two clients get their own budgets, and the chain’s client-written left part is ignored', async () => {
    const { signUp } = client(server);
    const a = '198.51.100.1';
    expect(statuses([await signUp(from(a)), await signUp(from(a)), await signUp(from(a))])).toEqual([201, 201, 429]);
    expect((await signUp(from('198.51.100.2'))).status).toBe(201);
    // The client wrote a made-up address on the left; our proxy appended the one it saw.
    expect((await signUp(from(`203.0.113.50, ${a}`))).status).toBe(429);
    // Here the client wrote a's address; the proxy says it is someone else.
    expect((await signUp(from(`${a}, 198.51.100.3`))).status).toBe(201);
  });

  test('an IPv6 client is its /64: new addresses inside it are no new budget', async () => {
    const { signUp } = client(server);
    expect(statuses([await signUp(from('2001:db8:7:7::1')), await signUp(from('2001:db8:7:7::2'))])).toEqual([201, 201]);
    expect((await signUp(from('2001:db8:7:7:abcd::99'))).status).toBe(429);
    expect((await signUp(from('2001:db8:7:8::1'))).status).toBe(201);
  });

  test('flooding the limiter with many distinct clients does not reset a client that is still counting', async () => {
    const { wrongCode } = client(server);
    const attacker = from('198.51.100.66');
    expect(statuses([await wrongCode(attacker), await wrongCode(attacker), await wrongCode(attacker)])).toEqual([401, 401, 429]);
    for (let i = 0; i < 150; i++) expect((await wrongCode(from(`192.0.2.${i}`))).status).toBe(401);
    expect((await wrongCode(attacker)).status).toBe(429);
  });

  test('agent sign-in: one address guessing many accounts is stopped per address', async () => {
    const { agentLogin } = client(server);
    const guesser = from('198.51.100.77');
    const tries = [];
    for (let i = 0; i < 4; i++) tries.push(await agentLogin({ email: `nobody${i}.${stamp}@example.com`, password: 'guess' }, guesser));
    expect(statuses(tries)).toEqual([401, 401, 401, 429]);
    expect(Number(tries[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('agent sign-in: many addresses guessing one account lock it for strangers, not for the agent’s own address', async () => {
    const { agentLogin } = client(server);
    const agentEmail = (await server.request('/api/company/settings', { host: TENANT_2 })).json<{ data: Json }>().data.agent.email as string;
    const office = from('198.51.100.200');
    expect((await agentLogin({ email: agentEmail, password: 'demo1234' }, office)).status).toBe(200);
    // Ten addresses, one wrong password each: no address is near its own limit.
    for (let i = 0; i < 10; i++) expect((await agentLogin({ email: agentEmail, password: `guess-${i}` }, from(`203.0.113.${100 + i}`))).status).toBe(401);
    const locked = await agentLogin({ email: agentEmail.toUpperCase(), password: 'guess-10' }, from('203.0.113.120'));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password from a new address waits (the price of the lock)…
    expect((await agentLogin({ email: agentEmail, password: 'demo1234' }, from('203.0.113.121'))).status).toBe(429);
    // …but the address the agent signed in from before is not locked out by strangers.
    expect((await agentLogin({ email: agentEmail, password: 'demo1234' }, office)).status).toBe(200);
  });

  (onPostgres ? test : test.skip)('two instances on one PostgreSQL database count an address’s wrong codes together', async () => {
    const [one, two] = [client(server), client(second!)];
    const guesser = from('198.51.100.90');
    expect(statuses([await one.wrongCode(guesser), await two.wrongCode(guesser)])).toEqual([401, 401]);
    expect((await two.wrongCode(guesser)).status).toBe(429);
    expect((await one.wrongCode(guesser)).status).toBe(429);
  });
});
