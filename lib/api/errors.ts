// Turns anything a failed call can produce into one error shape (SPEC §8, first bullet).

export const NETWORK_ERROR = 'Network Error';
export const SERVER_ERROR = 'Server error';
export const CANCELLED_ERROR = 'Request cancelled';
/** Not a real HTTP status: the nginx convention for "client closed request". */
export const CANCELLED_STATUS = 499;
export const NETWORK_STATUS = 0;

/** A class rather than a plain object so a thrown ApiError keeps its stack and passes `instanceof`. */
export class ApiError extends Error {
  readonly error: string;
  readonly status: number;
  readonly fullError: unknown;

  constructor(error: string, status: number, fullError: unknown) {
    super(error);
    this.name = 'ApiError';
    this.error = error;
    this.status = status;
    this.fullError = fullError;
  }
}

function errorName(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : undefined;
}

function errorMessage(e: unknown): string {
  if (typeof e === 'string') return e;
  return typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' ? e.message : '';
}

/** Depth-first, in key / index order: the first string anywhere in the body. */
export function firstString(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  const children = Array.isArray(body) ? body : typeof body === 'object' && body !== null ? Object.values(body) : [];
  for (const child of children) {
    const found = firstString(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function errorText(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
    return body.error;
  }
  return firstString(body) ?? SERVER_ERROR;
}

export function isAbortError(e: unknown): boolean {
  return errorName(e) === 'AbortError';
}

/**
 * True for a failure that never reached the server: fetch rejects with a TypeError whose text
 * differs per browser ("Failed to fetch", "Load failed", …), time-outs read "timeout of 30000ms
 * exceeded" (axios) or are a TimeoutError (AbortSignal.timeout), and an ApiError already
 * normalised from one of those.
 */
export function isNetworkError(e: unknown): boolean {
  if (e instanceof ApiError) return e.status === NETWORK_STATUS && e.error === NETWORK_ERROR;
  if (e instanceof TypeError || errorName(e) === 'TimeoutError') return true;
  return errorMessage(e).includes('0ms');
}

export function networkError(fullError: unknown = null): ApiError {
  return new ApiError(NETWORK_ERROR, NETWORK_STATUS, fullError);
}

export function cancelledError(fullError: unknown = null): ApiError {
  return new ApiError(CANCELLED_ERROR, CANCELLED_STATUS, fullError);
}

/** A non-2xx answer. `body` is the parsed JSON, or undefined when the body was not JSON. */
export function fromResponse(status: number, body: unknown, fullError: unknown = { status, body }): ApiError {
  return new ApiError(errorText(body), status, fullError);
}

/**
 * Anything thrown while calling: cancelled, network, or an unexpected fault. An unexpected
 * fault's own message is kept in fullError only: it is a programmer's text, not a user's.
 */
export function fromThrown(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (isAbortError(e)) return cancelledError(e);
  if (isNetworkError(e)) return networkError(e);
  return new ApiError(SERVER_ERROR, NETWORK_STATUS, e);
}
