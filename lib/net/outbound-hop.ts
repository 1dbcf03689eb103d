import 'server-only';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Socket } from 'node:net';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressPolicy, OutboundResponse } from './outbound';
import { displayUrl, OutboundError, seconds } from './outbound-error';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Connections are kept alive between pages and photos of one sync. Each check below also runs
// on a reused socket, so a socket opened under a laxer rule is never used under a stricter one.
const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 32 }), https: new https.Agent({ keepAlive: true, maxSockets: 32 }) };

export interface HopOptions {
  method: string;
  headers: Record<string, string>;
  body: string | Buffer | undefined;
  policy: AddressPolicy;
  deadline: number;
  timeoutMs: number;
  connectTimeoutMs: number;
  maxBytes: number;
}

export type HopAnswer = OutboundResponse | { status: number; location: string };

/** One request, no redirects followed: the answer, or where it redirects to. */
export function requestOnce(target: URL, options: HopOptions): Promise<HopAnswer> {
  const { method, policy } = options;
  const label = `${method} ${displayUrl(target)}`;
  const refused = (reason: string, address: string) =>
    new OutboundError(`${label} refused: ${reason} (${address})`, { kind: 'refused', retryable: false });
  // An IP literal never goes through `lookup`: check it here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    const reason = policy(host);
    if (reason) return Promise.reject(refused(reason, host));
  }

  return new Promise<HopAnswer>((resolve, reject) => {
    let failure: OutboundError | null = null;
    // The first failure wins (a timeout, a refused peer, a body too large): stop the request and answer it.
    const fail = (error: OutboundError) => {
      failure ??= error;
      clearTimeout(timer);
      request.destroy(failure);
      reject(failure);
    };
    const remaining = Math.max(options.deadline - Date.now(), 0);
    const timer = setTimeout(() => fail(new OutboundError(`${label} timed out after ${seconds(options.timeoutMs)}`, { kind: 'timeout', retryable: true })), remaining);

    const lookup: net.LookupFunction = (hostname, lookupOptions, callback) => {
      dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, '');
        const first = addresses[0];
        if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '');
        // Refuse the name if any of its addresses is refused: which one a connection picks is not ours to choose.
        for (const { address } of addresses) {
          const reason = policy(address);
          if (reason) return callback(refused(reason, address), '');
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      });
    };

    const ownEncoding = !('accept-encoding' in options.headers);
    const headers: Record<string, string> = { 'user-agent': 'listings-platform', ...options.headers };
    if (ownEncoding) headers['accept-encoding'] = 'gzip, deflate, br';
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
    const request = (target.protocol === 'https:' ? https : http).request(target, {
      method,
      headers,
      lookup,
      agent: target.protocol === 'https:' ? agents.https : agents.http,
    });

    request.on('socket', (socket: Socket) => {
      // The address actually connected to, also for a kept-alive socket (no lookup then).
      const checkPeer = () => {
        const address = socket.remoteAddress;
        const reason = address ? policy(address) : null;
        if (address && reason) fail(refused(reason, address));
      };
      if (!socket.connecting) return checkPeer();
      const connectTimer = setTimeout(
        () => fail(new OutboundError(`${label} timed out after ${seconds(options.connectTimeoutMs)} connecting`, { kind: 'timeout', retryable: true })),
        Math.min(options.connectTimeoutMs, remaining),
      );
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        checkPeer();
      });
      socket.once('close', () => clearTimeout(connectTimer));
    });

    request.on('error', (error) => {
      clearTimeout(timer);
      reject(failure ?? (error instanceof OutboundError ? error : networkError(label, error)));
    });

    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.resume();
        clearTimeout(timer);
        resolve({ status, location });
        return;
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      const tooLarge = () => new OutboundError(`${label} answered more than ${Math.round(options.maxBytes / 1_048_576) || '<1'} MB`, { kind: 'too-large', retryable: false });
      if (declared > options.maxBytes) return fail(tooLarge());
      readBody(response, ownEncoding ? response.headers['content-encoding'] : undefined, options.maxBytes).then(
        (body) => {
          clearTimeout(timer);
          if (body === null) return fail(tooLarge());
          resolve({ status, headers: toHeaders(response.headers), body, url: target.toString() });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(failure ?? networkError(label, error));
        },
      );
    });

    request.end(options.body);
  });
}

/** The body, decompressed, or null when it passes maxBytes (counted after decompression: no zip bombs). */
async function readBody(response: Readable, encoding: string | undefined, maxBytes: number): Promise<Buffer | null> {
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip() : encoding === 'deflate' ? zlib.createInflate() : encoding === 'br' ? zlib.createBrotliDecompress() : null;
  const stream: Readable = decoder ? pipeline(response, decoder, () => undefined) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A socket or TLS failure in words, retryable unless it will not change by itself. */
function networkError(label: string, error: unknown): OutboundError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const words: Record<string, [string, boolean]> = {
    ECONNREFUSED: ['connection refused', true],
    ECONNRESET: ['connection reset', true],
    EPIPE: ['connection closed', true],
    ETIMEDOUT: ['connection timed out', true],
    EHOSTUNREACH: ['host unreachable', true],
    ENETUNREACH: ['network unreachable', true],
    EAI_AGAIN: ['host name lookup failed for now', true],
    ENOTFOUND: ['host not found', false],
    Z_DATA_ERROR: ['a body that does not decompress', false],
    ERR_STREAM_PREMATURE_CLOSE: ['connection closed before the answer ended', true],
    HPE_INVALID_CONSTANT: ['an answer that is not HTTP', false],
  };
  const known = words[code];
  const tls = code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('ERR_SSL');
  const message = known?.[0] ?? (tls ? `a TLS error (${code})` : error instanceof Error ? error.message : String(error));
  return new OutboundError(`${label} failed: ${message}`, { kind: 'network', retryable: known ? known[1] : !tls, cause: error });
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    try {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    } catch {
      // A header Headers cannot hold (bytes outside Latin-1): nothing we read needs it.
    }
  }
  return headers;
}
