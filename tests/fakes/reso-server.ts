/**
 * A RESO Web API server on 127.0.0.1 for tests and the import benchmark: real HTTP, real OData
 * query options, real OAuth2 client credentials, real JPEG photos; the records are a list the
 * test controls, and faults (429, 503, a hang, a broken body, a foreign nextLink, a malformed
 * record) can be switched on for the next N requests.
 *
 *   GET  /odata/Property?$filter=…&$orderby=…&$top=…&$skip=…&$select=…&$expand=Media&$count=true
 *   GET  /odata/Media?$filter=ResourceRecordKey in ('a','b')
 *   GET  /media/{MediaKey}.jpg
 *   POST /oauth/token   (grant_type=client_credentials)
 *
 * $top is the page size (as RESO servers use it), capped at maxTop; a nextLink with $skip
 * follows while records remain. A nextLink continues the list the first page computed (a
 * server-side cursor), so records changed during a run show up in the next replication.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';
import type { ResoRecord } from '@/lib/reso/types';
import { FilterSyntaxError, matches, parseFilter, pinnedValues, type FilterNode } from './odata-filter';
import { makeResoMedia } from './reso-listings';

export { makeResoListing, makeResoMedia, resoListingKey } from './reso-listings';

export type FaultKind = '429' | '503' | 'hang' | 'malformed-json' | 'foreign-next-link' | 'malformed-record' | 'expire-tokens';

export interface Fault {
  kind: FaultKind;
  /** Requests whose path starts with this (default "/odata/"). */
  path?: string;
  /** How many requests (default 1). */
  count?: number;
  /** Matching requests answered normally before the fault starts (default 0): a fault mid-run. */
  after?: number;
  /** For 429 and 503: the Retry-After header (seconds or an HTTP date). */
  retryAfter?: string | number;
  /** For malformed-record: the entry added to the page (default a record with text in its numbers and no key). */
  record?: unknown;
}

export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  /** Lifetime of issued tokens, seconds (default 3600). */
  expiresIn?: number;
  /** How the client must authenticate (default either). */
  clientAuth?: 'basic' | 'form' | 'either';
}

export interface ResoServerOptions {
  records?: ResoRecord[];
  /** A static bearer token every /odata request must carry. */
  bearerToken?: string;
  /** OAuth2 client credentials: /odata requests must carry a live token from /oauth/token. */
  oauth?: OAuthSettings;
  /** Largest page (default 1000). */
  maxTop?: number;
  /** Like servers without Media as a navigation property: $expand=Media is a 400, photos come from /odata/Media. */
  noExpand?: boolean;
}

export interface RequestLogEntry {
  method: string;
  path: string;
  url: string;
  status: number;
  fault?: FaultKind;
}

export interface ResoServer {
  /** http://127.0.0.1:port */
  origin: string;
  /** {origin}/odata (the service root) */
  serviceRoot: string;
  /** {origin}/oauth/token */
  tokenUrl: string;
  /** The records served, in the order written (mutable: tests may replace or edit them). */
  records: ResoRecord[];
  options: ResoServerOptions;
  /** Adds the record, or replaces the one with its ListingKey in place. */
  upsert(record: ResoRecord): void;
  /** Merges changes into a record and moves its ModificationTimestamp to now (unless the changes set it). */
  update(key: string, changes: ResoRecord): ResoRecord;
  remove(key: string): boolean;
  /** A new photo set (new MediaKeys and URLs, optionally another count) and PhotosChangeTimestamp. */
  bumpPhotos(key: string, count?: number): ResoRecord;
  fail(fault: Fault): void;
  /** Every OAuth token issued so far stops working now. */
  expireTokens(): void;
  requests: RequestLogEntry[];
  /** Requests so far whose path starts with this. */
  count(pathPrefix: string): number;
  tokensIssued: number;
  close(): Promise<void>;
}

const DEFAULT_MALFORMED = { ListingKey: null, ListingId: 'BAD-1', ListPrice: 'call for price', BedroomsTotal: 'three', Latitude: 123.4, Longitude: -272.6 };
const FOREIGN_ORIGIN = 'http://reso.elsewhere.example';
const PHOTO_COLOURS = ['#8fb3c9', '#c9a26b', '#7a9a6a', '#d8d2c4', '#a4564b', '#5b6f8c', '#e0c878', '#6d8f8a'];

export async function startResoServer(options: ResoServerOptions = {}): Promise<ResoServer> {
  const faults: (Fault & { left: number; waiting: number })[] = [];
  const tokens = new Map<string, number>();
  const cursors = new Map<string, ResoRecord[]>();
  const sockets = new Set<Socket>();
  const photoVersions = new Map<string, number>();
  let lastStamp = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', state.origin);
    const entry: RequestLogEntry = { method: req.method ?? 'GET', path: url.pathname, url: url.toString(), status: 0 };
    state.requests.push(entry);
    res.on('finish', () => {
      entry.status = res.statusCode;
    });
    handle(req, res, url, entry).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, odataError('500', error instanceof Error ? error.message : String(error)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  /** Now as an ISO timestamp, strictly after the last one handed out (so replication sees the order). */
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return new Date(lastStamp).toISOString();
  };
  const find = (key: string) => state.records.findIndex((record) => record.ListingKey === key);
  const takeFault = (path: string): Fault | null => {
    const fault = faults.find((f) => path.startsWith(f.path ?? '/odata/'));
    if (!fault) return null;
    if (fault.waiting > 0) {
      fault.waiting--;
      return null;
    }
    if (--fault.left <= 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  };

  const state: ResoServer = {
    origin: '',
    serviceRoot: '',
    tokenUrl: '',
    records: options.records ?? [],
    options,
    requests: [],
    tokensIssued: 0,
    upsert(record) {
      const at = typeof record.ListingKey === 'string' ? find(record.ListingKey) : -1;
      if (at >= 0) state.records[at] = record;
      else state.records.push(record);
    },
    update(key, changes) {
      const at = find(key);
      const current = state.records[at];
      if (!current) throw new Error(`No record ${key}`);
      const next = { ...current, ModificationTimestamp: stamp(), ...changes };
      state.records[at] = next;
      return next;
    },
    remove(key) {
      const at = find(key);
      if (at >= 0) state.records.splice(at, 1);
      return at >= 0;
    },
    bumpPhotos(key, count) {
      const at = find(key);
      const current = state.records[at];
      if (!current) throw new Error(`No record ${key}`);
      const version = (photoVersions.get(key) ?? 0) + 1;
      photoVersions.set(key, version);
      const when = stamp();
      const photos = count ?? (typeof current.PhotosCount === 'number' ? current.PhotosCount : 3);
      const next = { ...current, ModificationTimestamp: when, PhotosChangeTimestamp: when, PhotosCount: photos, Media: makeResoMedia(key, photos, version, when) };
      state.records[at] = next;
      return next;
    },
    fail(fault) {
      faults.push({ ...fault, left: fault.count ?? 1, waiting: fault.after ?? 0 });
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    count(prefix) {
      return state.requests.filter((entry) => entry.path.startsWith(prefix)).length;
    },
    close() {
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, entry: RequestLogEntry): Promise<void> {
    const fault = takeFault(url.pathname);
    if (fault) entry.fault = fault.kind;
    if (fault?.kind === 'hang') return; // never answers; close() ends the socket
    // Every token issued so far stops working now, as when a token's lifetime ends mid-run.
    if (fault?.kind === 'expire-tokens') state.expireTokens();
    if (fault?.kind === '429' || fault?.kind === '503') {
      const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
      return sendJson(res, Number(fault.kind), odataError(fault.kind, fault.kind === '429' ? 'Too many requests' : 'Service unavailable'), headers);
    }
    if (fault?.kind === 'malformed-json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"@odata.context":"$metadata#Property","value":[{"ListingKey":"NF');
    }

    if (req.method === 'POST' && url.pathname === '/oauth/token') return token(req, res);
    if (url.pathname.startsWith('/media/') && req.method === 'GET') return photo(res, url);
    const resource = /^\/odata\/(Property|Media)$/.exec(url.pathname)?.[1];
    if (!resource || req.method !== 'GET') return sendJson(res, 404, odataError('404', `No resource at ${url.pathname}`));
    if (!authorised(req)) return sendJson(res, 401, odataError('401', 'A valid bearer token is required'), { 'www-authenticate': 'Bearer error="invalid_token"' });
    try {
      return sendJson(res, 200, page(resource, url, fault));
    } catch (error) {
      if (error instanceof FilterSyntaxError || error instanceof QueryError) return sendJson(res, 400, odataError('400', error.message));
      throw error;
    }
  }

  function authorised(req: http.IncomingMessage): boolean {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (options.bearerToken !== undefined) return given === options.bearerToken;
    if (options.oauth) return given !== undefined && (tokens.get(given) ?? 0) > Date.now();
    return true;
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const settings = options.oauth;
    if (!settings) return sendJson(res, 404, { error: 'invalid_request', error_description: 'This server has no OAuth' });
    if (form.get('grant_type') !== 'client_credentials') return sendJson(res, 400, { error: 'unsupported_grant_type' });
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    let id: string | null = null;
    let secret: string | null = null;
    const allowed = settings.clientAuth ?? 'either';
    if (basic && allowed !== 'form') {
      const pair = Buffer.from(basic, 'base64').toString('utf8');
      const colon = pair.indexOf(':');
      id = decodeForm(pair.slice(0, colon));
      secret = decodeForm(pair.slice(colon + 1));
    } else if (!basic && allowed !== 'basic') {
      id = form.get('client_id');
      secret = form.get('client_secret');
    }
    if (id !== settings.clientId || secret !== settings.clientSecret) {
      return sendJson(res, 401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' }, { 'www-authenticate': 'Basic realm="token"' });
    }
    const issued = randomBytes(16).toString('hex');
    const expiresIn = settings.expiresIn ?? 3600;
    tokens.set(issued, Date.now() + expiresIn * 1000);
    state.tokensIssued++;
    sendJson(res, 200, { access_token: issued, token_type: 'Bearer', expires_in: expiresIn, scope: form.get('scope') ?? undefined });
  }

  function page(resource: string, url: URL, fault: Fault | null): Record<string, unknown> {
    const query = url.searchParams;
    const skip = integer(query.get('$skip'), 0, '$skip');
    const maxTop = options.maxTop ?? 1000;
    const size = Math.min(integer(query.get('$top'), maxTop, '$top'), maxTop);
    if (size < 1) throw new QueryError('$top must be at least 1');
    const expand = (query.get('$expand') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    if (expand.some((part) => part !== 'Media') || (expand.length && (resource !== 'Property' || options.noExpand))) throw new QueryError(`Cannot expand ${expand.join(',')}`);

    // The whole result, computed by the first page and kept for the pages after it.
    const cursorKey = `${resource}|${query.get('$filter') ?? ''}|${query.get('$orderby') ?? ''}`;
    let result = skip > 0 ? cursors.get(cursorKey) : undefined;
    if (!result) {
      result = select(resource, query.get('$filter'), query.get('$orderby'));
      cursors.set(cursorKey, result);
      if (cursors.size > 8) cursors.delete(cursors.keys().next().value ?? '');
    }

    const fields = query.get('$select')?.split(',').map((field) => field.trim()).filter(Boolean) ?? null;
    const value: unknown[] = result.slice(skip, skip + size).map((record) => shape(record, fields, expand.includes('Media')));
    if (fault?.kind === 'malformed-record') value.splice(Math.min(1, value.length), 0, fault.record === undefined ? DEFAULT_MALFORMED : fault.record);
    const body: Record<string, unknown> = { '@odata.context': `${state.serviceRoot}/$metadata#${resource}` };
    if (query.get('$count') === 'true') body['@odata.count'] = result.length;
    body.value = value;
    if (skip + size < result.length) {
      const next = new URL(url);
      next.searchParams.set('$skip', String(skip + size));
      body['@odata.nextLink'] = fault?.kind === 'foreign-next-link' ? `${FOREIGN_ORIGIN}${next.pathname}${next.search}` : next.toString();
    }
    return body;
  }

  /** The records (or their Media) a filter selects, in the asked order. */
  function select(resource: string, filterText: string | null, orderText: string | null): ResoRecord[] {
    const filter: FilterNode | null = filterText ? parseFilter(filterText) : null;
    let rows: ResoRecord[];
    if (resource === 'Media') {
      // Media by listing key: look at those listings only (a 100k-listing store has ~500k photos).
      const keys = filter ? pinnedValues(filter, 'ResourceRecordKey') : null;
      const owners = keys ? state.records.filter((record) => keys.has(String(record.ListingKey))) : state.records;
      rows = owners.flatMap((record) => ordered(record.Media).map((media) => absolute({ ResourceRecordKey: record.ListingKey, ResourceName: 'Property', ...media })));
    } else {
      rows = state.records;
    }
    if (filter) rows = rows.filter((row) => matches(filter, row));
    const order = parseOrder(orderText);
    return order.length ? sortRows(rows, order) : [...rows];
  }

  function shape(record: ResoRecord, fields: string[] | null, withMedia: boolean): ResoRecord {
    const out: ResoRecord = {};
    for (const [name, value] of Object.entries(record)) {
      if (name === 'Media' || (fields && !fields.includes(name))) continue;
      out[name] = value;
    }
    if (withMedia) out.Media = ordered(record.Media).map(absolute);
    return out;
  }

  function absolute(media: ResoRecord): ResoRecord {
    return typeof media.MediaURL === 'string' && media.MediaURL.startsWith('/') ? { ...media, MediaURL: `${state.origin}${media.MediaURL}` } : media;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.origin = `http://127.0.0.1:${port}`;
  state.serviceRoot = `${state.origin}/odata`;
  state.tokenUrl = `${state.origin}/oauth/token`;
  return state;
}

class QueryError extends Error {}

function integer(text: string | null, fallback: number, name: string): number {
  if (text === null) return fallback;
  if (!/^\d+$/.test(text)) throw new QueryError(`${name} must be a whole number`);
  return Number(text);
}

function ordered(media: unknown): ResoRecord[] {
  if (!Array.isArray(media)) return [];
  return (media.filter((item) => typeof item === 'object' && item !== null) as ResoRecord[]).sort((a, b) => Number(a.Order ?? 0) - Number(b.Order ?? 0));
}

function parseOrder(text: string | null): { field: string; descending: boolean }[] {
  if (!text) return [];
  return text.split(',').map((part) => {
    const [field, direction = 'asc', extra] = part.trim().split(/\s+/);
    if (!field || extra !== undefined || !/^(asc|desc)$/i.test(direction)) throw new QueryError(`Cannot order by "${part.trim()}"`);
    return { field, descending: direction.toLowerCase() === 'desc' };
  });
}

/** Sorts with each row's sort keys computed once (timestamps as numbers: 100k rows sort in a blink). */
function sortRows(rows: ResoRecord[], order: { field: string; descending: boolean }[]): ResoRecord[] {
  const keyed = rows.map((row) => ({ row, keys: order.map(({ field }) => sortKey(row[field])) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < order.length; i++) {
      const left = a.keys[i] ?? '';
      const right = b.keys[i] ?? '';
      if (left === right) continue;
      const sign = left < right ? -1 : 1;
      return order[i]?.descending ? -sign : sign;
    }
    return 0;
  });
  return keyed.map(({ row }) => row);
}

function sortKey(value: unknown): number | string {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return time;
  }
  return value === null || value === undefined ? '' : String(value);
}

function odataError(code: string, message: string) {
  return { error: { code, message } };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), 'odata-version': '4.0', ...headers });
  res.end(text);
}

function decodeForm(text: string): string {
  return new URLSearchParams(`x=${text}`).get('x') ?? '';
}

// Small real JPEGs, a handful of colours, made once per process and shared by every photo URL.
const photos = new Map<number, Promise<Buffer>>();

function photoBytes(key: string): Promise<Buffer> {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  const index = hash % PHOTO_COLOURS.length;
  let bytes = photos.get(index);
  if (!bytes) {
    bytes = sharp({ create: { width: 96, height: 64, channels: 3, background: PHOTO_COLOURS[index] ?? '#888888' } }).jpeg({ quality: 70 }).toBuffer();
    photos.set(index, bytes);
  }
  return bytes;
}

async function photo(res: http.ServerResponse, url: URL): Promise<void> {
  const key = /^\/media\/([\w.-]+)\.jpg$/.exec(url.pathname)?.[1];
  if (!key) return sendJson(res, 404, odataError('404', 'No such photo'));
  const bytes = await photoBytes(key);
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length), 'cache-control': 'max-age=86400' });
  res.end(bytes);
}
