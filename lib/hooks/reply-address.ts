import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Reply-To addresses that route a lead's e-mail reply back to us (POST /api/hooks/mail), when
 * INBOUND_MAIL_DOMAIN names the domain an inbound-mail relay receives for:
 * `reply+<company>-<lead>-<signature>@<domain>`. The signature (HMAC with HOOKS_SECRET) stops a
 * sender from aiming a reply at another lead by editing the numbers. Without the domain (or the
 * secret) there is none, and replies go to the agent's own address as before.
 */
const PATTERN = /^reply\+(\d{1,10})-(\d{1,10})-([0-9a-f]{20})@(.+)$/i;

const signature = (secret: string, companyId: number, leadId: number) =>
  createHmac('sha256', secret).update(`reply-address.${companyId}.${leadId}`).digest('hex').slice(0, 20);

export function replyAddressFor(companyId: number, leadId: number, env: Record<string, string | undefined> = process.env): string | null {
  const domain = env.INBOUND_MAIL_DOMAIN?.trim().toLowerCase();
  const secret = env.HOOKS_SECRET;
  if (!domain || !secret) return null;
  return `reply+${companyId}-${leadId}-${signature(secret, companyId, leadId)}@${domain}`;
}

/** The company and lead a reply address names, or null when it is not one of ours or its signature does not hold. */
export function readReplyAddress(address: string, env: Record<string, string | undefined> = process.env): { companyId: number; leadId: number } | null {
  const secret = env.HOOKS_SECRET;
  const match = PATTERN.exec(address.trim());
  if (!secret || !match) return null;
  const companyId = Number(match[1]);
  const leadId = Number(match[2]);
  if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(leadId) || companyId > 2_147_483_647 || leadId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, companyId, leadId));
  const given = Buffer.from(match[3]!.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? { companyId, leadId } : null;
}

/** The bare address of "Name <a@b.c>" or "a@b.c", lower-cased; null when there is none. */
export function bareAddress(raw: string): string | null {
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(raw);
  const address = (angled ? angled[1]! : raw).trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(address) ? address : null;
}
