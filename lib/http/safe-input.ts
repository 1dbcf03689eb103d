/**
 * DESIGN §13 Input, at the edge of every API request: text holding a NUL or a lone surrogate
 * never reaches a handler (PostgreSQL refuses NUL in text and jsonb, a lone surrogate has no
 * UTF-8 form). route() runs these once per request; the body is checked as it is read.
 */
import { findUnsafeText, isSafeText, printableName, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';
import { HttpError } from './errors';

/** 422 in DESIGN §5's envelope, naming the field. */
function unsafeText(field: string): HttpError {
  return new HttpError(422, `${field}: ${UNSAFE_TEXT_MESSAGE}`, { [field]: UNSAFE_TEXT_MESSAGE });
}

/** Every key and value of a JSON body, however deep: 422 naming the first bad one (dotted path). */
export function refuseUnsafeBody(body: unknown): void {
  const field = findUnsafeText(body);
  if (field !== null) throw unsafeText(field);
}

/**
 * Every query key and value: 422 naming the key. (A lone surrogate cannot arrive here: URL
 * decoding turns invalid UTF-8 into U+FFFD. A NUL can, as %00.)
 */
export function refuseUnsafeQuery(params: URLSearchParams): void {
  for (const [key, value] of params) {
    if (!isSafeText(key) || !isSafeText(value)) throw unsafeText(printableName(key));
  }
}

/** Whether a path parameter (or a catch-all's segments) holds unsafe text: such a path names nothing. */
export function hasUnsafePathParams(params: unknown): boolean {
  return findUnsafeText(params) !== null;
}
