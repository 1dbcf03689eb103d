import { displayUrl, isRetryableStatus, OutboundError } from './outbound-error';
import type { OutboundResponse } from './outbound';
import { parseRetryAfter } from './retry-after';

/**
 * Throws an OutboundError unless the answer is 2xx: "GET … answered 503", retryable for
 * 408/425/429/5xx, with the server's Retry-After and its own short explanation when it gave one.
 */
export function requireOk(response: OutboundResponse, method = 'GET'): OutboundResponse {
  if (response.status >= 200 && response.status < 300) return response;
  const reason = answerReason(response);
  return failWithStatus(response, method, reason);
}

function failWithStatus(response: OutboundResponse, method: string, reason: string | null): never {
  throw new OutboundError(`${method} ${displayUrl(response.url)} answered ${response.status}${reason ? `: ${reason}` : ''}`, {
    kind: 'status',
    retryable: isRetryableStatus(response.status),
    status: response.status,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  });
}

/** A server's own explanation of an error answer (OData `error.message`, OAuth `error_description`), short. */
export function answerReason(response: OutboundResponse): string | null {
  const type = response.headers.get('content-type') ?? '';
  const text = response.body.subarray(0, 4096).toString('utf8').trim();
  let reason: string | null = null;
  if (type.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(response.body.toString('utf8'));
      reason = jsonReason(parsed);
    } catch {
      reason = null;
    }
  } else if (type.startsWith('text/plain') && text) {
    reason = text;
  }
  if (!reason) return null;
  const oneLine = reason.replace(/\s+/g, ' ');
  return oneLine.length > 160 ? `${oneLine.slice(0, 159)}…` : oneLine;
}

function jsonReason(parsed: unknown): string | null {
  if (!isObject(parsed)) return null;
  const error = parsed.error;
  if (isObject(error) && typeof error.message === 'string') return error.message;
  if (typeof parsed.error_description === 'string') return parsed.error_description;
  if (typeof error === 'string') return error;
  if (typeof parsed.message === 'string') return parsed.message;
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
