import crypto from 'node:crypto';

/**
 * DESIGN §11's signature, for webhooks we send (and the same scheme the inbound hooks check):
 * `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of "timestamp.body">` beside
 * `X-Webhook-Timestamp` (Unix seconds). Plain: docs/integrations.md shows a receiver's check.
 */
export function webhookSignature(secret: string, timestamp: number | string, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/** A receiver's check: the signature matches, compared in constant time, and the timestamp is within `toleranceSeconds` of now. */
export function verifyWebhookSignature(secret: string, timestamp: string, body: string, signature: string, now = Date.now(), toleranceSeconds = 300): boolean {
  const sent = Number(timestamp);
  if (!Number.isInteger(sent) || Math.abs(now / 1000 - sent) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A new signing secret ("whsec_…"), shown once. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64url')}`;
}
