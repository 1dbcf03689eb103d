/**
 * SPEC §8: "Message containing '0ms' is reported and becomes 'Network Error'". The client
 * (./client.ts) still turns such a failure into a Network Error (the reconnect banner's); here
 * is who hears of it to report it: the error reporter (lib/browser/error-reporter-install.ts)
 * listens. No import of the reporter here, so the client cannot call itself through it (the
 * reporter posts with its own fetch, never through the client).
 */
export interface TimeoutNote {
  method: string;
  /** The path only, as the breadcrumbs have it: the query may hold what a report must not. */
  path: string;
  /** The failure's own text ("timeout of 30000ms exceeded"). */
  message: string;
}

/** The error reporter's own endpoint: its failures are never reported (no report about a report). */
const ERRORS_PATH = '/api/errors';

const listeners = new Set<(note: TimeoutNote) => void>();

export function onApiTimeout(listener: (note: TimeoutNote) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function messageOf(e: unknown): string {
  if (typeof e === 'string') return e;
  return typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' ? e.message : '';
}

/** A time-out in SPEC's sense: a message holding '0ms' ("timeout of 30000ms exceeded"). */
export function isTimeoutMessage(e: unknown): boolean {
  return messageOf(e).includes('0ms');
}

/** Tells the listeners of one call's time-out (the caller calls it once per call, not per retry); a report's own call never. */
export function noteApiTimeout(method: string, url: string, e: unknown): void {
  if (listeners.size === 0 || !isTimeoutMessage(e)) return;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (path.endsWith(ERRORS_PATH)) return;
  for (const listener of listeners) {
    try {
      listener({ method, path, message: messageOf(e) });
    } catch {
      // A listener's fault is its own: the call's failure is what the caller sees.
    }
  }
}
