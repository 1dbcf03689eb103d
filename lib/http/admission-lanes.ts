import { AsyncResource } from 'node:async_hooks';
import type http from 'node:http';
import { AdmissionQueue, type AdmissionOptions } from './admission';
import { wholeFromEnv } from '@/lib/env/whole-number';

/**
 * How scripts/server.ts applies admission control (lib/http/admission.ts): which requests wait
 * in which line, the limits from the environment, and the 503 it answers past them. Knobs and
 * defaults: docs/security-limits.md, "Admission limit (503)"; the defaults were chosen by
 * `npm run bench:load` (docs/performance.md, "Issue 19: throughput and fairness").
 */

/**
 * - `static`: files from disk that never touch the database (Next's build output, public/):
 *   never queued, so a page's scripts and styles are not starved by a flood of searches.
 * - `photos`: listing and company images (one database look-up each, then a file): their own
 *   line, so a page's photos do not wait behind searches and a flood of photos does not
 *   starve the API.
 * - `uploads`: a request whose body is large or of unknown length (a photo, a CSV of leads): it
 *   holds its place while the body arrives at the client's pace, so a few slow uploaders must
 *   not fill the app's places and stall every page.
 * - `app`: everything else (pages, the API).
 */
export type Lane = 'static' | 'photos' | 'uploads' | 'app';

/** Bodies up to this many bytes arrive in a packet or two: such requests stay in the app's line. */
const SMALL_BODY_BYTES = 64 * 1024;

const STATIC_PREFIXES = ['/_next/static/', '/tenants/'];
const STATIC_FILES = new Set(['/favicon.ico', '/maplibre-gl-worker.mjs', '/robots.txt', '/api/health']);
const PHOTO_PREFIXES = ['/images/', '/api/company/images/'];

export function laneOf(pathname: string, headers: http.IncomingHttpHeaders = {}): Lane {
  if (STATIC_FILES.has(pathname) || STATIC_PREFIXES.some((p) => pathname.startsWith(p))) return 'static';
  if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > SMALL_BODY_BYTES) return 'uploads';
  if (PHOTO_PREFIXES.some((p) => pathname.startsWith(p))) return 'photos';
  return 'app';
}

/**
 * The async context every request enters the app in: the server's own, taken when this module
 * loads, where no AsyncLocalStorage store is set. The app keeps per-request state in such stores
 * (Next's request and work stores; React's request, whose cache holds `cache(getViewer)`), and a
 * callback made inside one carries it: a request started there would read another request's
 * viewer (docs/performance.md "Tenth session on issue 19"). A request that waited is let in from
 * the release of another, inside that request's stores (its 'close' is emitted where the app
 * ended its answer): entered through this context, every request starts clean, whatever let it in.
 */
const serverContext = new AsyncResource('listings:request');

export const ADMISSION_DEFAULTS = { concurrency: 4, maxQueue: 512, maxWaitMs: 10_000 } as const;

/** The limits from the environment; null when ADMISSION_CONCURRENCY=0 turns admission control off. */
export function admissionOptions(env: Record<string, string | undefined>): Omit<AdmissionOptions, 'setTimer' | 'clearTimer'> | null {
  const concurrency = wholeFromEnv(env, 'ADMISSION_CONCURRENCY', ADMISSION_DEFAULTS.concurrency, 0);
  if (concurrency === 0) return null;
  return {
    concurrency,
    maxQueue: wholeFromEnv(env, 'ADMISSION_QUEUE', ADMISSION_DEFAULTS.maxQueue, 0),
    maxWaitMs: wholeFromEnv(env, 'ADMISSION_MAX_WAIT_MS', ADMISSION_DEFAULTS.maxWaitMs, 1),
  };
}

/** 503 with Retry-After: the API's error envelope under /api, plain text elsewhere. Nothing ran. */
export function sendUnavailable(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, retryAfterSeconds: number): void {
  const api = pathname === '/api' || pathname.startsWith('/api/');
  const message = 'The server is busy. Please try again shortly.';
  const body = api ? JSON.stringify({ error: message, code: 'unavailable' }) : message;
  // A body we will not read may still be arriving: the connection closes after the answer (as for a 405).
  if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0) res.setHeader('Connection', 'close');
  res.writeHead(503, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** What SERVER_LOAD_LOG reports of each answered request: its wait in line and its time inside the app. */
export interface Served {
  pathname: string;
  waitedMs: number;
  inAppMs: number;
}

/**
 * One line per queued lane. `admit(req, res, run)` runs `run` now or when the request's turn
 * comes, answers 503 when the line is full or the wait too long, and frees the place when the
 * answer is sent or the client goes away.
 */
export function admissionLanes(env: Record<string, string | undefined>, onServed?: (served: Served) => void) {
  const options = admissionOptions(env);
  const lines = options ? { photos: new AdmissionQueue(options), uploads: new AdmissionQueue(options), app: new AdmissionQueue(options) } : null;
  return {
    options,
    stats: () => (lines ? { app: lines.app.stats(), photos: lines.photos.stats(), uploads: lines.uploads.stats() } : null),
    admit(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, run: () => void): void {
      const lane = laneOf(pathname, req.headers);
      const arrived = performance.now();
      const measured = () =>
        serverContext.runInAsyncScope(() => {
          if (!onServed) return run();
          const admitted = performance.now();
          res.once('close', () => onServed({ pathname, waitedMs: admitted - arrived, inAppMs: performance.now() - admitted }));
          run();
        });
      if (!lines || lane === 'static') return measured();
      const line = lines[lane];
      const withdraw = line.enter({
        admit: (release) => {
          res.once('close', release);
          measured();
        },
        refuse: () => sendUnavailable(req, res, pathname, line.retryAfterSeconds()),
      });
      // A client that hangs up while waiting gives its place back ('close' fires on the response after the socket closes).
      res.once('close', withdraw);
    },
  };
}
