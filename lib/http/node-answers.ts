import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedMethods, targetPath, type MethodAnswer } from './allowed-methods';
import { securityHeaders } from './security-headers';

/**
 * What our Node server (scripts/server.ts) answers itself, never reaching Next: the security
 * headers on every answer, 405/OPTIONS from the route table, and the answers to requests
 * Node's parser refuses (a made-up method such as FOO, CONNECT, oversized headers).
 */

/**
 * The last touch to every answer's head, whoever writes it (Next, a route, our own answers
 * below): adds each header the answer has not set (set earlier, it would stop Next from
 * setting a route's own value: it keeps one present), and drops the `Refresh` Next puts
 * beside a 308's `Location` for IE11, which repeats the URL: a long one (a drawn polygon's
 * search) would otherwise make the head twice its size, past what HTTP clients accept.
 */
export function finishHead(res: http.ServerResponse, headers: [string, string][]): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const [name, value] of headers) if (!this.hasHeader(name)) this.setHeader(name, value);
    if (this.hasHeader('location')) this.removeHeader('refresh');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** The body of a 405: the API's error envelope under /api, plain text elsewhere. */
function methodNotAllowedBody(pathname: string): { type: string; body: string } {
  return pathname === '/api' || pathname.startsWith('/api/')
    ? { type: 'application/json', body: JSON.stringify({ error: 'Method not allowed', code: 'method_not_allowed' }) }
    : { type: 'text/plain; charset=utf-8', body: 'Method not allowed' };
}

/** A 405 (with the path's `Allow`) or the 204 answer to OPTIONS on a page. */
export function sendMethodAnswer(req: http.IncomingMessage, res: http.ServerResponse, answer: NonNullable<MethodAnswer>): void {
  res.setHeader('Allow', answer.allow.join(', '));
  res.setHeader('Cache-Control', 'no-store');
  // A body we will not read may still be arriving: Node closes such a connection after the
  // answer, so say so, or the client reuses it and loses its next request.
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody) res.setHeader('Connection', 'close');
  if (answer.status === 204) {
    res.writeHead(204).end();
    return;
  }
  const { type, body } = methodNotAllowedBody(targetPath(req.url));
  res.writeHead(405, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
}

/** A 400 for a request target Next cannot route (lib/http/request-target.ts). */
export function sendBadTarget(res: http.ServerResponse): void {
  const body = 'Bad request target';
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' }).end(body);
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** A whole answer written to a socket that has no ServerResponse (the parser refused the request). */
function rawAnswer(socket: Duplex, status: number, extra: [string, string][], body: { type: string; body: string }): void {
  const encrypted = (socket as { encrypted?: boolean }).encrypted === true;
  const head = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    ...[...securityHeaders(encrypted), ...extra, ['Content-Type', body.type], ['Content-Length', String(Buffer.byteLength(body.body))], ['Connection', 'close']].map(([n, v]) => `${n}: ${v}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body.body}`);
}

/** The request line of what the parser refused, to answer for the right path. */
function requestLine(packet: Buffer | undefined): { method: string; target: string } | null {
  const line = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/.exec(packet?.toString('latin1') ?? '');
  return line ? { method: line[1]!, target: line[2]! } : null;
}

/**
 * Node's parser refuses a method it does not know (`FOO /`) before any handler runs, and by
 * default answers a bare 400. A method is the client's choice, not a malformed request: it is
 * answered 405 with the path's `Allow`. Other parse errors keep Node's status (400, 408, 431),
 * now with our headers.
 */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void {
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
    const line = error.code === 'HPE_INVALID_METHOD' ? requestLine(error.rawPacket) : null;
    if (line) {
      const pathname = targetPath(line.target);
      rawAnswer(socket, 405, [['Allow', allowedMethods(pathname).join(', ')]], methodNotAllowedBody(pathname));
    } else {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      rawAnswer(socket, status, [], { type: 'text/plain; charset=utf-8', body: REASONS[status]! });
    }
  }
  socket.destroy(error);
}

/** CONNECT (a proxy tunnel) is nothing this site does: 405, not the silently closed socket Node gives. */
export function answerConnect(socket: Duplex): void {
  rawAnswer(socket, 405, [['Allow', allowedMethods('/').join(', ')]], methodNotAllowedBody('/'));
}

/**
 * The largest body any request may declare: next.config.mjs's proxyClientMaxBodySize (52 MB, the
 * lead import's 50 MB file and its form). Next reads a body to its end before a route runs, so a
 * declared gigabyte is refused here, before Next sees it; a body that only grows past the limit as
 * it arrives (chunked) is cut by the proxy and refused by the route counting its bytes.
 */
export const MAX_REQUEST_BYTES = 52 * 1024 * 1024;

export function declaresTooLargeBody(req: http.IncomingMessage): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > MAX_REQUEST_BYTES;
}

/** 413 in the API's error envelope, closing the connection (the body is never read). */
export function sendTooLarge(res: http.ServerResponse): void {
  const body = JSON.stringify({ error: 'Request body is too large (at most 50 MB)', code: 'too_large' });
  res.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' }).end(body);
}
