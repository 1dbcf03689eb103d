/**
 * lib/net/outbound.ts against real HTTP servers on loopback: the address rule, redirects checked
 * hop by hop, the deadline, the body cap.
 */
import http from 'node:http';
import { outboundFailure } from './outbound-failure';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { refusedAddressReason } from '@/lib/net/address-rules';
import { createOutboundFetch, outboundFetch, requireOk } from '@/lib/net/outbound';
import { OutboundError } from '@/lib/net/outbound-error';

interface TestServer {
  origin: string;
  port: number;
  hits: string[];
  headers: http.IncomingHttpHeaders[];
  close: () => Promise<void>;
}

async function serve(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<TestServer> {
  const hits: string[] = [];
  const headers: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    headers.push(req.headers);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    hits,
    headers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Treats 127.0.0.2 as if it were a public address, so a redirect from it to the loopback proper can be tried. */
const publicAt127002 = createOutboundFetch((address) => (address === '127.0.0.2' || address === '::ffff:127.0.0.2' ? null : refusedAddressReason(address)));

const servers: TestServer[] = [];
let ok: TestServer;
let internal: TestServer;
const savedFlag = process.env.OUTBOUND_ALLOW_PRIVATE;

beforeAll(async () => {
  ok = await serve('127.0.0.1', (req, res) => {
    if (req.url === '/gzip') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(JSON.stringify({ value: [1, 2, 3] })));
    } else if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '5000' });
      res.end(Buffer.alloc(5000));
    } else if (req.url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let i = 0; i < 5; i++) res.write(Buffer.alloc(1000));
      res.end();
    } else if (req.url === '/gzip-bomb') {
      res.writeHead(200, { 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(Buffer.alloc(1_000_000)));
    } else if (req.url === '/busy') {
      res.writeHead(503, { 'retry-after': '7', 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'busy', message: 'Try again later' } }));
    } else if (req.url === '/hang') {
      // Never answers.
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`hello ${req.method} ${req.headers.authorization ?? 'no-auth'}`);
    }
  });
  internal = await serve('127.0.0.1', (_req, res) => res.end('internal secret'));
  servers.push(ok, internal);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  if (savedFlag === undefined) delete process.env.OUTBOUND_ALLOW_PRIVATE;
  else process.env.OUTBOUND_ALLOW_PRIVATE = savedFlag;
});

describe('without OUTBOUND_ALLOW_PRIVATE', () => {
  beforeEach(() => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
  });

  it('refuses a loopback address, and never connects', async () => {
    const before = internal.hits.length;
    const error = await outboundFailure(outboundFetch(`${internal.origin}/`));
    expect(error.kind).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(`GET ${internal.origin}/ refused: loopback address (127.0.0.1)`);
    expect(internal.hits.length).toBe(before);
  });

  it('refuses a name that resolves to loopback (checked where the socket resolves it)', async () => {
    const error = await outboundFailure(outboundFetch(`http://localhost:${internal.port}/`));
    expect(error.message).toMatch(/refused: loopback address/);
  });

  it('refuses the other spellings of private addresses', async () => {
    for (const url of [`http://[::1]:${internal.port}/`, `http://[::ffff:127.0.0.1]:${internal.port}/`, `http://0x7f.1:${internal.port}/`, `http://2130706433:${internal.port}/`, 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://0.0.0.0/']) {
      const error = await outboundFailure(outboundFetch(url));
      expect(error.kind).toBe('refused');
    }
    expect(internal.hits).toEqual([]);
  });

  it('refuses what is not http(s)', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'gopher://example.com/', 'not a url']) {
      const error = await outboundFailure(outboundFetch(url));
      expect(error.kind).toBe('invalid');
    }
  });
});

describe('redirects', () => {
  let front: TestServer;
  let otherPort: TestServer;

  beforeAll(async () => {
    otherPort = await serve('127.0.0.2', (req, res) => res.end(`other ${req.headers.authorization ?? 'no-auth'}`));
    front = await serve('127.0.0.2', (req, res) => {
      const url = req.url ?? '';
      const loop = /^\/loop\/(\d+)$/.exec(url);
      if (url === '/to-internal') res.writeHead(302, { location: `${internal.origin}/` }).end();
      else if (url === '/to-localhost') res.writeHead(301, { location: `http://localhost:${internal.port}/` }).end();
      else if (url === '/to-same') res.writeHead(302, { location: '/final' }).end();
      else if (url === '/to-other-origin') res.writeHead(307, { location: `${otherPort.origin}/x` }).end();
      else if (url === '/see-other') res.writeHead(303, { location: '/final' }).end();
      else if (loop && Number(loop[1]) < 6) res.writeHead(302, { location: `/loop/${Number(loop[1]) + 1}` }).end();
      else res.end(`final ${req.method} ${req.headers.authorization ?? 'no-auth'}`);
    });
    servers.push(front, otherPort);
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
  });

  it('refuses a redirect to loopback, without connecting to it', async () => {
    const before = internal.hits.length;
    const error = await outboundFailure(publicAt127002(`${front.origin}/to-internal`));
    expect(error.message).toBe(`GET ${internal.origin}/ refused: loopback address (127.0.0.1)`);
    const byName = await outboundFailure(publicAt127002(`${front.origin}/to-localhost`));
    expect(byName.message).toMatch(/refused: loopback address/);
    expect(internal.hits.length).toBe(before);
  });

  it('follows a redirect on the same origin, keeping the credentials', async () => {
    const response = await publicAt127002(`${front.origin}/to-same`, { headers: { Authorization: 'Bearer t1' } });
    expect(response.body.toString()).toBe('final GET Bearer t1');
    expect(response.url).toBe(`${front.origin}/final`);
  });

  it('drops the credentials on a redirect to another origin', async () => {
    const response = await publicAt127002(`${front.origin}/to-other-origin`, { headers: { Authorization: 'Bearer t1' } });
    expect(response.body.toString()).toBe('other no-auth');
  });

  it('continues a 303 as GET without the body', async () => {
    const response = await publicAt127002(`${front.origin}/see-other`, { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.body.toString()).toBe('final GET no-auth');
  });

  it('follows at most 5 redirects', async () => {
    expect((await publicAt127002(`${front.origin}/loop/1`)).url).toBe(`${front.origin}/loop/6`);
    const error = await outboundFailure(publicAt127002(`${front.origin}/loop/0`));
    expect(error.kind).toBe('redirects');
    expect(error.message).toBe(`GET ${front.origin}/loop/0 redirected more than 5 times`);
  });
});

describe('with OUTBOUND_ALLOW_PRIVATE=1', () => {
  beforeEach(() => {
    process.env.OUTBOUND_ALLOW_PRIVATE = '1';
  });

  it('fetches from loopback', async () => {
    const response = await outboundFetch(`${ok.origin}/hello`, { headers: { Authorization: 'Bearer abc' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.body.toString()).toBe('hello GET Bearer abc');
    const byName = await outboundFetch(`http://localhost:${ok.port}/hello`);
    expect(byName.body.toString()).toBe('hello GET no-auth');
  });

  it('sends a body', async () => {
    const response = await outboundFetch(`${ok.origin}/`, { method: 'POST', body: 'x=1' });
    expect(response.body.toString()).toBe('hello POST no-auth');
  });

  it('decompresses gzip', async () => {
    const response = await outboundFetch(`${ok.origin}/gzip`);
    expect(JSON.parse(response.body.toString())).toEqual({ value: [1, 2, 3] });
  });

  it('times out on a server that never answers', async () => {
    const started = Date.now();
    const error = await outboundFailure(outboundFetch(`${ok.origin}/hang`, { timeoutMs: 300 }));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(`GET ${ok.origin}/hang timed out after 0.3 s`);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('caps the body, declared or not, and after decompression', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await outboundFailure(outboundFetch(`${ok.origin}${path}`, { maxBytes: 1000 }));
      expect(error.kind).toBe('too-large');
      expect(error.retryable).toBe(false);
    }
    const bomb = await outboundFailure(outboundFetch(`${ok.origin}/gzip-bomb`, { maxBytes: 100_000 }));
    expect(bomb.kind).toBe('too-large');
    expect((await outboundFetch(`${ok.origin}/big`, { maxBytes: 5000 })).body.length).toBe(5000);
  });

  it('answers an error status as an OutboundError when asked to', async () => {
    const response = await outboundFetch(`${ok.origin}/busy`);
    expect(response.status).toBe(503);
    let error: unknown;
    try {
      requireOk(response);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).message).toBe(`GET ${ok.origin}/busy answered 503: Try again later`);
    expect((error as OutboundError).retryable).toBe(true);
    expect((error as OutboundError).retryAfterMs).toBe(7000);
  });

  it('names a refused connection, retryable', async () => {
    const closed = await serve('127.0.0.1', (_req, res) => res.end());
    const url = `${closed.origin}/`;
    await closed.close();
    const error = await outboundFailure(outboundFetch(url));
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(`GET ${url} failed: connection refused`);
  });
});
