import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a hook's timestamp may be from our clock: a captured call cannot be replayed later. */
export const HOOK_TOLERANCE_MS = 5 * 60_000;

/** `sha256=<hex>` of HMAC-SHA256 over `timestamp.body`: the scheme our outgoing webhooks use too (DESIGN §11). */
export function hookSignature(secret: string, timestamp: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

/**
 * Why an inbound hook's signature does not hold, or null when it does. `timestamp` is
 * X-Webhook-Timestamp (Unix seconds), `signature` X-Webhook-Signature. The comparison is
 * constant-time, so a caller cannot learn the signature byte by byte from our answer times.
 */
export function hookSignatureProblem(input: { secret: string | null; timestamp: string | null; signature: string | null; body: Buffer; now: Date }): string | null {
  if (!input.secret) return 'Inbound hooks are not set up (HOOKS_SECRET)';
  if (!input.timestamp || !/^\d{1,12}$/.test(input.timestamp)) return 'Missing or malformed X-Webhook-Timestamp';
  if (Math.abs(Number(input.timestamp) * 1000 - input.now.getTime()) > HOOK_TOLERANCE_MS) return 'Stale X-Webhook-Timestamp';
  if (!input.signature) return 'Missing X-Webhook-Signature';
  const expected = Buffer.from(hookSignature(input.secret, input.timestamp, input.body));
  const given = Buffer.from(input.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Bad X-Webhook-Signature';
  return null;
}
