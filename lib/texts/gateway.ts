import 'server-only';

/** A gateway that does not answer in this long counts as a failed try (retried later). */
export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * One POST to an HTTP gateway (SMS_URL, VOICE_URL): JSON in, `{ id, status? }` out, with the
 * operator's bearer token. Any network error, timeout, non-2xx answer or answer without an id
 * throws: the caller counts the try and plans the next. The URLs are the operator's own
 * settings (like SMTP_URL), not addresses users type, so lib/net's outbound guard (no loopback
 * or private addresses) does not apply; the tests' fake gateway runs on loopback.
 */
export async function postToGateway(url: string, token: string | null, payload: Record<string, unknown>): Promise<{ id: string; status: string | null }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Gateway answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error('Gateway answered something other than JSON');
  }
  const record = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const id = typeof record.id === 'string' || typeof record.id === 'number' ? String(record.id) : '';
  if (!id || id.length > 200) throw new Error('Gateway answered without a message id');
  return { id, status: typeof record.status === 'string' ? record.status : null };
}

/** Why a try failed, as stored and shown on the lead's page. */
export const failureReason = (error: unknown): string =>
  (error instanceof Error ? (error.name === 'TimeoutError' ? 'The gateway did not answer within 10 seconds' : error.message) : String(error)).slice(0, 500);
