/** An error with an HTTP status and a message fit to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);
/** 429 with Retry-After in whole seconds (at least 1). */
export const tooManyRequests = (message: string, seconds: number) => new HttpError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
