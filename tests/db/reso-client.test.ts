/**
 * The RESO OData client (lib/reso/odata-client.ts, lib/reso/oauth.ts) against the fake RESO Web
 * API server on loopback (tests/fakes/reso-server.ts): paging, OAuth, retries, refusals.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { outboundFailure } from './outbound-failure';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { outboundFetch } from '@/lib/net/outbound';
import { OutboundError } from '@/lib/net/outbound-error';
import { createResoClient, readResoFile, type ResoClientOptions } from '@/lib/reso/odata-client';
import type { ResoPage, ResoRecord } from '@/lib/reso/types';
import { makeResoListing, startResoServer, type ResoServer } from '../fakes/reso-server';

const savedFlag = process.env.OUTBOUND_ALLOW_PRIVATE;
const running: ResoServer[] = [];

beforeAll(() => {
  process.env.OUTBOUND_ALLOW_PRIVATE = '1';
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
  if (savedFlag === undefined) delete process.env.OUTBOUND_ALLOW_PRIVATE;
  else process.env.OUTBOUND_ALLOW_PRIVATE = savedFlag;
});

async function start(count: number, options: Parameters<typeof startResoServer>[0] = {}): Promise<ResoServer> {
  const server = await startResoServer({ records: Array.from({ length: count }, (_, i) => makeResoListing(i)), ...options });
  running.push(server);
  return server;
}

/** A client whose waits are recorded, not slept. */
function client(server: ResoServer, options: Partial<ResoClientOptions> = {}) {
  const sleeps: number[] = [];
  const reso = createResoClient({
    url: `${server.serviceRoot}/Property`,
    resource: 'Property',
    auth: null,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { reso, sleeps };
}

async function allPages(fetchPage: (url: string) => Promise<ResoPage>, first: string): Promise<ResoPage[]> {
  const pages: ResoPage[] = [];
  for (let url: string | null = first; url; url = pages[pages.length - 1]?.nextLink ?? null) pages.push(await fetchPage(url));
  return pages;
}

const REPLICATION_ORDER = 'ModificationTimestamp asc,ListingKey asc';

describe('resourceUrl', () => {
  it('builds the query on the service root, given the root or the resource URL', () => {
    for (const url of ['https://api.example.com/odata', 'https://api.example.com/odata/', 'https://api.example.com/odata/Property', 'https://api.example.com/odata/property/']) {
      const reso = createResoClient({ url, resource: 'Property', auth: null });
      expect(reso.resourceUrl({})).toBe('https://api.example.com/odata/Property');
      expect(reso.resourceUrl({ filter: "ResourceRecordKey in ('a','b')" }, 'Media')).toBe("https://api.example.com/odata/Media?$filter=ResourceRecordKey%20in%20('a'%2C'b')");
    }
  });

  it('encodes every option, spaces as %20, and keeps the feed URL’s own parameters', () => {
    const reso = createResoClient({ url: 'https://api.example.com/reso/odata/Property?access_token=k1&$top=5', resource: 'Property', auth: null });
    const url = reso.resourceUrl({ filter: "ModificationTimestamp gt 2025-01-01T00:00:00Z and StandardStatus eq 'Active'", orderby: REPLICATION_ORDER, top: 500, select: ['ListingKey', 'ModificationTimestamp'], expand: 'Media', count: true });
    expect(url).toBe(
      'https://api.example.com/reso/odata/Property?access_token=k1&$filter=ModificationTimestamp%20gt%202025-01-01T00%3A00%3A00Z%20and%20StandardStatus%20eq%20\'Active\'&$select=ListingKey%2CModificationTimestamp&$orderby=ModificationTimestamp%20asc%2CListingKey%20asc&$top=500&$expand=Media&$count=true',
    );
    const parsed = new URL(url);
    expect(parsed.searchParams.get('$filter')).toBe("ModificationTimestamp gt 2025-01-01T00:00:00Z and StandardStatus eq 'Active'");
    expect(parsed.searchParams.get('$top')).toBe('500');
  });

  it('refuses a feed URL that is not http(s)', () => {
    expect(() => createResoClient({ url: 'file:///etc/passwd', resource: 'Property', auth: null })).toThrow(OutboundError);
    expect(() => createResoClient({ url: 'not a url', resource: 'Property', auth: null })).toThrow(/is not a URL/);
  });
});

describe('paging', () => {
  let server: ResoServer;
  beforeAll(async () => {
    server = await start(2500, { bearerToken: 'static-token' });
  });

  it('follows nextLink through every page, in replication order, with the count', async () => {
    const { reso } = client(server, { auth: { type: 'bearer', token: 'static-token' } });
    const pages = await allPages(reso.fetchPage, reso.resourceUrl({ orderby: REPLICATION_ORDER, top: 1000, count: true }));
    expect(pages.map((page) => page.records.length)).toEqual([1000, 1000, 500]);
    expect(pages[0]?.count).toBe(2500);
    expect(pages[2]?.nextLink).toBeNull();
    const keys = pages.flatMap((page) => page.records.map((record) => record.ListingKey));
    expect(new Set(keys).size).toBe(2500);
    const stamps = pages.flatMap((page) => page.records.map((record) => String(record.ModificationTimestamp)));
    expect([...stamps].sort()).toEqual(stamps);
    expect(pages[0]?.records[0]).not.toHaveProperty('Media');
  });

  it('caps the page at 1000 and replicates from a timestamp', async () => {
    const { reso } = client(server, { auth: { type: 'bearer', token: 'static-token' } });
    const since = String(server.records[2000]?.ModificationTimestamp);
    const first = await reso.fetchPage(reso.resourceUrl({ filter: `ModificationTimestamp gt ${since}`, orderby: REPLICATION_ORDER, top: 5000, count: true }));
    expect(first.count).toBe(499);
    expect(first.records).toHaveLength(499);
    const active = await reso.fetchPage(reso.resourceUrl({ filter: `ModificationTimestamp ge ${since} and StandardStatus eq 'Active'`, top: 1000 }));
    expect(active.records.length).toBeGreaterThan(200);
    expect(active.records.every((record) => record.StandardStatus === 'Active' && String(record.ModificationTimestamp) >= since)).toBe(true);
  });

  it('selects fields for key reconciliation, and expands Media in order with absolute URLs', async () => {
    const { reso } = client(server, { auth: { type: 'bearer', token: 'static-token' } });
    const keysOnly = await reso.fetchPage(reso.resourceUrl({ select: ['ListingKey'], orderby: 'ListingKey asc', top: 3 }));
    expect(keysOnly.records).toEqual([{ ListingKey: 'NF00000000' }, { ListingKey: 'NF00000001' }, { ListingKey: 'NF00000002' }]);

    server.upsert({ ...makeResoListing(7), Media: [...((makeResoListing(7).Media as ResoRecord[]) ?? [])].reverse() });
    const expanded = await reso.fetchPage(reso.resourceUrl({ filter: "ListingKey eq 'NF00000007'", expand: 'Media' }));
    const media = expanded.records[0]?.Media as ResoRecord[];
    expect(media.map((item) => item.Order)).toEqual([...media.map((item) => Number(item.Order))].sort((a, b) => a - b));
    expect(String(media[0]?.MediaURL)).toBe(`${server.origin}/media/NF00000007-1.jpg`);
    const photo = await outboundFetch(String(media[0]?.MediaURL));
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('serves Media as its own resource, by listing key', async () => {
    const { reso } = client(server, { auth: { type: 'bearer', token: 'static-token' } });
    const byIn = await reso.fetchPage(reso.resourceUrl({ filter: "ResourceRecordKey in ('NF00000001','NF00000002')", orderby: 'ResourceRecordKey asc,Order asc' }, 'Media'));
    const expected = [1, 2].flatMap((i) => (makeResoListing(i).Media as ResoRecord[]).map((item) => item.MediaKey));
    expect(byIn.records.map((item) => item.MediaKey)).toEqual(expected);
    const byOr = await reso.fetchPage(reso.resourceUrl({ filter: "ResourceRecordKey eq 'NF00000001' or ResourceRecordKey eq 'NF00000002'", orderby: 'ResourceRecordKey asc,Order asc' }, 'Media'));
    expect(byOr.records).toEqual(byIn.records);
  });

  it('answers a bad query with a 400 naming it, not retried', async () => {
    const { reso, sleeps } = client(server, { auth: { type: 'bearer', token: 'static-token' } });
    const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({ filter: 'ListPrice gt' })));
    expect(error.message).toMatch(/answered 400: Unexpected end of \$filter/);
    expect(error.retryable).toBe(false);
    expect(sleeps).toEqual([]);
  });

  it('refuses a wrong static token without retrying', async () => {
    const { reso, sleeps } = client(server, { auth: { type: 'bearer', token: 'wrong' } });
    const before = server.count('/odata/');
    const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({ top: 1 })));
    expect(error.message).toMatch(/answered 401: A valid bearer token is required/);
    expect(error.status).toBe(401);
    expect(server.count('/odata/') - before).toBe(1);
    expect(sleeps).toEqual([]);
  });
});

describe('OAuth client credentials', () => {
  it('fetches one token for many pages, and one more when it expires mid-run', async () => {
    const server = await start(30, { oauth: { clientId: 'reso-client', clientSecret: 's3cr&t:x', expiresIn: 3600 } });
    const { reso } = client(server, { auth: { type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'reso-client', clientSecret: 's3cr&t:x', scope: 'api' } });
    const first = reso.resourceUrl({ orderby: REPLICATION_ORDER, top: 10 });
    const page1 = await reso.fetchPage(first);
    const page2 = await reso.fetchPage(page1.nextLink ?? '');
    expect(server.tokensIssued).toBe(1);

    server.expireTokens();
    const page3 = await reso.fetchPage(page2.nextLink ?? '');
    expect(page3.records).toHaveLength(10);
    expect(page3.nextLink).toBeNull();
    expect(server.tokensIssued).toBe(2);
    expect(server.requests.filter((entry) => entry.status === 401)).toHaveLength(1);
  });

  it('refreshes a token shortly before expires_in', async () => {
    // expires_in 5 s: refreshed 0.5 s early (a tenth of the lifetime), so a token 4.6 s old is renewed.
    const server = await start(5, { oauth: { clientId: 'id', clientSecret: 'secret', expiresIn: 5 } });
    let now = Date.now();
    const { createTokenSource } = await import('@/lib/reso/oauth');
    const tokens = createTokenSource({ type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'id', clientSecret: 'secret' }, { now: () => now });
    const first = await tokens.token();
    now += 4000;
    expect(await tokens.token()).toBe(first);
    now += 600;
    expect(await tokens.token()).not.toBe(first);
    expect(server.tokensIssued).toBe(2);
  });

  it('sends the client id and secret in the form when the token URL refuses Basic, and keeps doing so', async () => {
    const server = await start(3, { oauth: { clientId: 'id', clientSecret: 'secret', clientAuth: 'form', expiresIn: 1 } });
    const { reso } = client(server, { auth: { type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'id', clientSecret: 'secret' } });
    expect((await reso.fetchPage(reso.resourceUrl({}))).records).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await reso.fetchPage(reso.resourceUrl({}))).records).toHaveLength(3);
    // Basic refused once, then the form twice.
    expect(server.count('/oauth/token')).toBe(3);
    expect(server.tokensIssued).toBe(2);
  });

  it('names refused credentials, not retried', async () => {
    const server = await start(1, { oauth: { clientId: 'id', clientSecret: 'secret' } });
    const { reso, sleeps } = client(server, { auth: { type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'id', clientSecret: 'wrong' } });
    const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({})));
    expect(error.message).toBe(`OAuth token request to ${server.tokenUrl} was refused: check the client id, secret and scope (invalid_client: Unknown client or wrong secret)`);
    expect(error.retryable).toBe(false);
    expect(sleeps).toEqual([]);
    expect(server.count('/odata/')).toBe(0);
  });

  it('times out on a token URL that hangs', async () => {
    const server = await start(1, { oauth: { clientId: 'id', clientSecret: 'secret' } });
    server.fail({ kind: 'hang', path: '/oauth/token', count: 5 });
    const { reso, sleeps } = client(server, { auth: { type: 'client_credentials', tokenUrl: server.tokenUrl, clientId: 'id', clientSecret: 'secret' }, timeoutMs: 300, maxRetries: 1 });
    const started = Date.now();
    const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({})));
    expect(error.message).toBe(`OAuth token request failed: POST ${server.tokenUrl} timed out after 0.3 s`);
    expect(error.kind).toBe('timeout');
    expect(sleeps).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('names a token URL that answers garbage', async () => {
    const garbage = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Login</html>'));
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const tokenUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/token`;
    try {
      const server = await start(1);
      const { reso } = client(server, { auth: { type: 'client_credentials', tokenUrl, clientId: 'id', clientSecret: 'secret' } });
      const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({})));
      expect(error.message).toBe(`OAuth token request to ${tokenUrl} answered something that is not JSON, not an OAuth token`);
    } finally {
      garbage.closeAllConnections();
      await new Promise((resolve) => garbage.close(resolve));
    }
  });
});

describe('retries and refusals', () => {
  let server: ResoServer;
  beforeAll(async () => {
    server = await start(50);
  });

  it('honours Retry-After on a 429 (in real time)', async () => {
    server.fail({ kind: '429', retryAfter: 1 });
    const reso = createResoClient({ url: server.serviceRoot, resource: 'Property', auth: null });
    const started = Date.now();
    const page = await reso.fetchPage(reso.resourceUrl({ top: 5 }));
    expect(page.records).toHaveLength(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(server.requests.slice(-2).map((entry) => entry.status)).toEqual([429, 200]);
  });

  it('reads Retry-After as an HTTP date, capped', async () => {
    server.fail({ kind: '429', retryAfter: new Date(Date.now() + 3600_000).toUTCString() });
    const { reso, sleeps } = client(server);
    await reso.fetchPage(reso.resourceUrl({ top: 1 }));
    expect(sleeps).toEqual([120_000]);
  });

  it('retries a 503 with growing back-off, then succeeds', async () => {
    server.fail({ kind: '503', count: 2 });
    const { reso, sleeps } = client(server);
    const page = await reso.fetchPage(reso.resourceUrl({ top: 2 }));
    expect(page.records).toHaveLength(2);
    expect(sleeps).toEqual([750, 1500]);
  });

  it('gives up after maxRetries with the last answer', async () => {
    server.fail({ kind: '503', count: 3 });
    const { reso, sleeps } = client(server, { maxRetries: 2 });
    const url = reso.resourceUrl({ top: 2 });
    const error = await outboundFailure(reso.fetchPage(url));
    expect(error.message).toBe(`GET ${decodeURIComponent(url)} answered 503: Service unavailable`);
    expect(error.retryable).toBe(true);
    expect(sleeps).toHaveLength(2);
  });

  it('times out a page that hangs, and retries it', async () => {
    server.fail({ kind: 'hang' });
    const { reso, sleeps } = client(server, { timeoutMs: 300 });
    const page = await reso.fetchPage(reso.resourceUrl({ top: 1 }));
    expect(page.records).toHaveLength(1);
    expect(sleeps).toEqual([750]);
  });

  it('refuses a nextLink to another host', async () => {
    server.fail({ kind: 'foreign-next-link' });
    const { reso } = client(server);
    const error = await outboundFailure(reso.fetchPage(reso.resourceUrl({ top: 10 })));
    expect(error.kind).toBe('refused');
    expect(error.message).toMatch(/^The feed's nextLink http:\/\/reso\.elsewhere\.example\/odata\/Property\?.* points at another host than the feed's \(http:\/\/127\.0\.0\.1:\d+\), refused$/);
    const page = await outboundFailure(reso.fetchPage('https://evil.example/odata/Property'));
    expect(page.kind).toBe('refused');
  });

  it('resolves a relative nextLink against the page', async () => {
    const relative = http.createServer((req, res) => {
      const next = req.url?.includes('page=2') ? undefined : 'Property?page=2';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ value: [{ ListingKey: req.url }], '@odata.nextLink': next }));
    });
    await new Promise<void>((resolve) => relative.listen(0, '127.0.0.1', resolve));
    const root = `http://127.0.0.1:${(relative.address() as AddressInfo).port}/odata`;
    try {
      const reso = createResoClient({ url: root, resource: 'Property', auth: null });
      const first = await reso.fetchPage(reso.resourceUrl({}));
      expect(first.nextLink).toBe(`${root}/Property?page=2`);
      expect((await reso.fetchPage(first.nextLink ?? '')).nextLink).toBeNull();
    } finally {
      relative.closeAllConnections();
      await new Promise((resolve) => relative.close(resolve));
    }
  });

  it('names the URL of a body that is not an OData page', async () => {
    server.fail({ kind: 'malformed-json' });
    const { reso, sleeps } = client(server);
    const url = reso.resourceUrl({ top: 3 });
    const error = await outboundFailure(reso.fetchPage(url));
    expect(error.message).toBe(`GET ${decodeURIComponent(url)} answered a body that is not JSON, not an OData page`);
    expect(error.retryable).toBe(false);
    expect(sleeps).toEqual([]);
  });

  it('passes a malformed record on for the importer to skip, and names entries that are not records', async () => {
    server.fail({ kind: 'malformed-record' });
    const { reso } = client(server);
    const page = await reso.fetchPage(reso.resourceUrl({ top: 3 }));
    expect(page.records).toHaveLength(4);
    expect(page.records[1]).toMatchObject({ ListingKey: null, ListPrice: 'call for price' });

    server.fail({ kind: 'malformed-record', record: null });
    const withNull = await reso.fetchPage(reso.resourceUrl({ top: 3 }));
    expect(withNull.records).toHaveLength(3);
    expect(withNull.rejected).toEqual([{ index: 1, message: 'Entry 2 of the page is null, not a record' }]);
  });
});

describe('the fake server’s store', () => {
  it('shows a price change, a photo change and a deletion to replication', async () => {
    const server = await start(20);
    const { reso } = client(server);
    const last = String(server.records[19]?.ModificationTimestamp);
    const changed = server.update('NF00000003', { ListPrice: 499_000 });
    const photos = server.bumpPhotos('NF00000004', 2);
    expect(server.remove('NF00000005')).toBe(true);
    const page = await reso.fetchPage(reso.resourceUrl({ filter: `ModificationTimestamp gt ${last}`, orderby: REPLICATION_ORDER, expand: 'Media' }));
    expect(page.records.map((record) => record.ListingKey)).toEqual(['NF00000003', 'NF00000004']);
    expect(page.records[0]?.ListPrice).toBe(499_000);
    expect(changed.ModificationTimestamp).not.toBe(makeResoListing(3).ModificationTimestamp);
    expect(page.records[1]?.PhotosChangeTimestamp).toBe(photos.PhotosChangeTimestamp);
    expect((page.records[1]?.Media as ResoRecord[]).map((item) => item.MediaKey)).toEqual(['NF00000004-v1-1', 'NF00000004-v1-2']);
    const keys = await reso.fetchPage(reso.resourceUrl({ select: ['ListingKey'], top: 1000 }));
    expect(keys.records).toHaveLength(19);
  });
});

describe('readResoFile', () => {
  const records = [makeResoListing(1), makeResoListing(2)];

  it('reads a local file only when allowed, as { value } or a bare list', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reso-file-'));
    const wrapped = path.join(dir, 'feed.json');
    const bare = path.join(dir, 'bare.json');
    writeFileSync(wrapped, JSON.stringify({ value: [records[0], 42, records[1]] }));
    writeFileSync(bare, JSON.stringify(records));
    const rejected: { index: number; message: string }[] = [];
    expect(await readResoFile(wrapped, { allowLocal: true, onRejected: (entry) => rejected.push(entry) })).toEqual(records);
    expect(rejected).toEqual([{ index: 1, message: 'Entry 2 of the file is a number, not a record' }]);
    expect(await readResoFile(`file://${bare}`, { allowLocal: true })).toEqual(records);
    expect((await outboundFailure(readResoFile(wrapped))).message).toBe(`${wrapped} refused: a feed file must be an http(s) URL`);
    expect((await outboundFailure(readResoFile(path.join(dir, 'missing.json'), { allowLocal: true }))).message).toMatch(/no such file$/);
  });

  it('reads a file from a URL through the outbound rules', async () => {
    const files = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(req.url === '/bad' ? '{"value": 3}' : JSON.stringify({ value: records })));
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    try {
      expect(await readResoFile(`${origin}/feed.json`)).toEqual(records);
      expect((await outboundFailure(readResoFile(`${origin}/bad`))).message).toBe(`${origin}/bad is JSON without a "value" list, not a RESO JSON file`);
      delete process.env.OUTBOUND_ALLOW_PRIVATE;
      expect((await outboundFailure(readResoFile(`${origin}/feed.json`))).message).toMatch(/refused: loopback address/);
    } finally {
      process.env.OUTBOUND_ALLOW_PRIVATE = '1';
      files.closeAllConnections();
      await new Promise((resolve) => files.close(resolve));
    }
  });
});
