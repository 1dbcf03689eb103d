import 'server-only';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { outboundFetch, requireOk, type OutboundResponse } from '@/lib/net/outbound';
import { displayUrl, OutboundError } from '@/lib/net/outbound-error';
import { createTokenSource, type TokenSource } from './oauth';
import type { FeedAuth, ResoPage, ResoRecord } from './types';

/**
 * The RESO Web API (OData) as the importer needs it (DESIGN §10): build a resource's query URL,
 * fetch one page with the feed's token, retrying what a later try may fix (429 after its
 * Retry-After, 5xx and network failures with back-off, a 401 once with a fresh OAuth token),
 * and hand back the records and the next page's link, which must stay on the feed's host.
 * The importer pages itself: it commits each page and keeps the link as its checkpoint.
 */

export interface ResoQuery {
  filter?: string;
  orderby?: string;
  top?: number;
  select?: string[];
  expand?: string;
  count?: boolean;
}

export interface ResoClientOptions {
  /** The service root (https://api.example.com/odata) or the resource's URL (…/odata/Property). */
  url: string;
  /** The resource the url may end in, "Property" usually. */
  resource: string;
  auth: FeedAuth | null;
  /** Each request (default 30 s). */
  timeoutMs?: number;
  /** Retries of one page after 429, 5xx or a network failure (default 5). */
  maxRetries?: number;
  /** Waits between retries (tests pass one that records and returns at once). */
  sleep?: (ms: number) => Promise<void>;
  /** 0 ≤ x < 1, for the back-off's jitter. */
  random?: () => number;
  /** One page's body (default 64 MB). */
  maxBytes?: number;
}

export interface ResoClient {
  /** `{serviceRoot}/{resource}?$filter=…&$select=…&$orderby=…&$top=…&$expand=…&$count=true`. */
  resourceUrl(query: ResoQuery, resource?: string): string;
  fetchPage(url: string): Promise<ResoPage>;
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 60_000;

export function createResoClient(options: ResoClientOptions): ResoClient {
  const { root, extraParams } = serviceRoot(options.url, options.resource);
  const origin = root.origin;
  const tokens: TokenSource | null = options.auth ? createTokenSource(options.auth, { timeoutMs: options.timeoutMs }) : null;
  const maxRetries = options.maxRetries ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  /** Exponential back-off with jitter: half the step fixed, half random, so many clients do not retry in step. */
  const backoff = (attempt: number) => {
    const step = Math.min(BACKOFF_BASE_MS * 2 ** attempt, BACKOFF_CAP_MS);
    return Math.round(step / 2 + random() * (step / 2));
  };

  async function request(url: URL): Promise<OutboundResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (tokens) headers.authorization = `Bearer ${await tokens.token()}`;
    return outboundFetch(url, { headers, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes });
  }

  return {
    resourceUrl(query, resource = options.resource) {
      const params: [string, string][] = [...extraParams];
      if (query.filter) params.push(['$filter', query.filter]);
      if (query.select?.length) params.push(['$select', query.select.join(',')]);
      if (query.orderby) params.push(['$orderby', query.orderby]);
      if (query.top !== undefined) params.push(['$top', String(query.top)]);
      if (query.expand) params.push(['$expand', query.expand]);
      if (query.count) params.push(['$count', 'true']);
      // encodeURIComponent, not URLSearchParams: OData servers read "+" as a plus, not a space.
      const search = params.map(([name, value]) => `${encodeURIComponent(name).replace('%24', '$')}=${encodeURIComponent(value)}`).join('&');
      const base = root.pathname.replace(/\/+$/, '');
      return `${origin}${base}/${encodeURIComponent(resource)}${search ? `?${search}` : ''}`;
    },

    async fetchPage(pageUrl) {
      const url = onFeedHost(pageUrl, pageUrl, origin, 'page URL');
      let refreshed = false;
      for (let attempt = 0; ; ) {
        let response: OutboundResponse;
        try {
          response = await request(url);
        } catch (error) {
          if (error instanceof OutboundError && error.retryable && attempt < maxRetries) {
            await sleep(backoff(attempt++));
            continue;
          }
          throw error;
        }
        // An OAuth token may lapse mid-run (or be revoked): one fresh token, then the 401 stands.
        if (response.status === 401 && tokens && !refreshed && tokens.invalidate()) {
          refreshed = true;
          continue;
        }
        if (response.status >= 200 && response.status < 300) return parsePage(response, url, origin);
        try {
          requireOk(response);
        } catch (error) {
          if (!(error instanceof OutboundError) || !error.retryable || attempt >= maxRetries) throw error;
          await sleep(error.retryAfterMs ?? backoff(attempt));
          attempt++;
        }
      }
    },
  };
}

/**
 * The service root of a feed URL given either as the root or as the resource's URL, and the
 * URL's own query parameters other than OData's (some vendors put an access key there).
 */
function serviceRoot(feedUrl: string, resource: string): { root: URL; extraParams: [string, string][] } {
  let root: URL;
  try {
    root = new URL(feedUrl);
  } catch {
    throw new OutboundError(`The feed URL ${displayUrl(feedUrl)} is not a URL`, { kind: 'invalid', retryable: false });
  }
  if (root.protocol !== 'https:' && root.protocol !== 'http:') {
    throw new OutboundError(`The feed URL ${displayUrl(feedUrl)} is not an http(s) URL`, { kind: 'invalid', retryable: false });
  }
  const extraParams = [...root.searchParams].filter(([name]) => !name.startsWith('$'));
  root.search = '';
  root.hash = '';
  const segments = root.pathname.replace(/\/+$/, '').split('/');
  if (segments.at(-1)?.toLowerCase() === resource.toLowerCase()) segments.pop();
  root.pathname = segments.join('/') || '/';
  return { root, extraParams };
}

/** A URL resolved against the page it came from, refused unless it is on the feed's scheme, host and port. */
function onFeedHost(link: string, base: string, origin: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw new OutboundError(`The feed's ${what} ${displayUrl(link)} is not a URL`, { kind: 'invalid', retryable: false });
  }
  if (url.origin !== origin) {
    throw new OutboundError(`The feed's ${what} ${displayUrl(url)} points at another host than the feed's (${origin}), refused`, { kind: 'refused', retryable: false });
  }
  return url;
}

function parsePage(response: OutboundResponse, url: URL, origin: string): ResoPage {
  const label = `GET ${displayUrl(url)}`;
  const invalid = (what: string) => new OutboundError(`${label} answered ${what}, not an OData page`, { kind: 'invalid', retryable: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.body.toString('utf8'));
  } catch {
    throw invalid('a body that is not JSON');
  }
  if (!isObject(parsed)) throw invalid('JSON that is not an object');
  if (!Array.isArray(parsed.value)) throw invalid('JSON without a "value" list');
  const { records, rejected } = splitRecords(parsed.value, 'the page');

  const link = parsed['@odata.nextLink'];
  let nextLink: string | null = null;
  if (typeof link === 'string' && link.trim()) {
    const next = onFeedHost(link.trim(), response.url, origin, 'nextLink');
    // A server that links a page to itself would keep a run going for ever.
    if (next.toString() === url.toString()) throw invalid('a nextLink to the same page');
    nextLink = next.toString();
  } else if (link !== undefined && link !== null && link !== '') {
    throw invalid('a nextLink that is not a string');
  }
  const count = Number(parsed['@odata.count']);
  const page: ResoPage = { records, nextLink, count: parsed['@odata.count'] !== undefined && Number.isFinite(count) ? count : null };
  if (rejected.length) page.rejected = rejected;
  return page;
}

/** Records that are JSON objects; the rest named by their place in the list. */
function splitRecords(list: unknown[], where: string): { records: ResoRecord[]; rejected: { index: number; message: string }[] } {
  const records: ResoRecord[] = [];
  const rejected: { index: number; message: string }[] = [];
  list.forEach((entry, index) => {
    if (isObject(entry)) records.push(entry);
    else rejected.push({ index, message: `Entry ${index + 1} of ${where} is ${entry === null ? 'null' : Array.isArray(entry) ? 'a list' : `a ${typeof entry}`}, not a record` });
  });
  return { records, rejected };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface ReadResoFileOptions {
  /** A local path (or file: URL) may be read: only for the operator's own feeds (the demo, the CLI), never an admin's. */
  allowLocal?: boolean;
  auth?: FeedAuth | null;
  timeoutMs?: number;
  /** The file's size (default 512 MB). */
  maxBytes?: number;
  /** Called for each entry that is not a JSON object (it is left out of the answer). */
  onRejected?: (entry: { index: number; message: string }) => void;
}

/**
 * A RESO Data Dictionary JSON file (`{ "value": [...] }` or a bare list of records) from an
 * http(s) URL, through the outbound rules, or from the local disk when the caller allows it.
 */
export async function readResoFile(location: string, options: ReadResoFileOptions = {}): Promise<ResoRecord[]> {
  const isUrl = /^https?:\/\//i.test(location);
  let text: string;
  if (isUrl) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.auth) headers.authorization = `Bearer ${await createTokenSource(options.auth, { timeoutMs: options.timeoutMs }).token()}`;
    const response = requireOk(await outboundFetch(location, { headers, timeoutMs: options.timeoutMs ?? 120_000, maxBytes: options.maxBytes ?? 512 * 1_048_576 }));
    text = response.body.toString('utf8');
  } else if (options.allowLocal) {
    const path = location.startsWith('file:') ? fileURLToPath(location) : location;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      throw new OutboundError(`Reading ${path} failed: ${code === 'ENOENT' ? 'no such file' : error instanceof Error ? error.message : String(error)}`, { kind: 'invalid', retryable: false, cause: error });
    }
  } else {
    throw new OutboundError(`${displayUrl(location)} refused: a feed file must be an http(s) URL`, { kind: 'invalid', retryable: false });
  }

  const invalid = (what: string) => new OutboundError(`${displayUrl(location)} is ${what}, not a RESO JSON file`, { kind: 'invalid', retryable: false });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('not JSON');
  }
  const list = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.value) ? parsed.value : null;
  if (!list) throw invalid('JSON without a "value" list');
  const { records, rejected } = splitRecords(list, 'the file');
  for (const entry of rejected) options.onRejected?.(entry);
  return records;
}
