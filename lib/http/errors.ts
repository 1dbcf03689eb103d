/** A machine-readable name per status, sent beside the human message (clients branch on it, never on the text). */
const CODES = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  422: 'invalid',
  429: 'rate_limited',
  500: 'server_error',
} as const;
export type ErrorCode = (typeof CODES)[keyof typeof CODES];

export function errorCodeOf(status: number): ErrorCode {
  return CODES[status as keyof typeof CODES] ?? (status >= 500 ? 'server_error' : 'bad_request');
}

/** An error with an HTTP status and a message fit to show the person who made the request. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = errorCodeOf(status);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);
/** 429 with Retry-After in whole seconds (at least 1). */
export const tooManyRequests = (message: string, seconds: number) => new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
