/**
 * Who wants to hear of each API call the client makes (the error reporter's breadcrumbs: method,
 * path and status, never the query or the body). A listener that throws is ignored: listening
 * must never change what a call does.
 */
export interface ApiCallNote {
  method: string;
  /** The path only: the query may hold what a report must not (searches, tokens). */
  path: string;
  /** 0 when no answer came (network failure). */
  status: number;
}

const listeners = new Set<(call: ApiCallNote) => void>();

export function onApiCall(listener: (call: ApiCallNote) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function noteApiCall(method: string | undefined, url: string, status: number): void {
  if (listeners.size === 0) return;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  for (const listener of listeners) {
    try {
      listener({ method: method ?? 'GET', path, status });
    } catch {
      // A listener's fault is its own.
    }
  }
}
