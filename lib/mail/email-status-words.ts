/**
 * SPEC §8 e-mail status words: what a lead's `email_status` says about their address, and why,
 * for every place a lead's e-mail status is shown (the CRM lead header, the leads list). Plain,
 * so client components and tests read it; the words themselves are in messages/en.json
 * (`EmailStatus`), so a second locale is a catalogue away.
 *
 * We keep no separate reason column: the status is what the bounce or complaint left behind, so
 * the reason is the status's (hard bounce → "Invalid Email", …). 'reject' has a description but
 * SPEC gives it no reason; 'valid', 'unknown' and 'invalid_address' (the sign-up confirmation's
 * own flag, SPEC §4) have no SPEC words and show nothing, as does any value we do not know: never
 * a raw code.
 */

/** The statuses SPEC §8 describes, each its key under EmailStatus.status in the catalogue. */
export const DESCRIBED_EMAIL_STATUSES = ['spam', 'unsub', 'softBounce', 'hardBounce', 'reject'] as const;
export type DescribedEmailStatus = (typeof DESCRIBED_EMAIL_STATUSES)[number];

/** SPEC §8's reasons, each its key under EmailStatus.reason in the catalogue. */
export const EMAIL_STATUS_REASONS = ['hard-bounce', 'soft-bounce', 'spam', 'unsub'] as const;
export type EmailStatusReason = (typeof EMAIL_STATUS_REASONS)[number];

const REASON_OF: Record<DescribedEmailStatus, EmailStatusReason | null> = {
  spam: 'spam',
  unsub: 'unsub',
  softBounce: 'soft-bounce',
  hardBounce: 'hard-bounce',
  reject: null,
};

export interface EmailStatusWords {
  /** Key under EmailStatus.status. */
  status: DescribedEmailStatus;
  /** Key under EmailStatus.reason; null when SPEC gives the status none. */
  reason: EmailStatusReason | null;
}

const isDescribed = (value: unknown): value is DescribedEmailStatus => typeof value === 'string' && (DESCRIBED_EMAIL_STATUSES as readonly string[]).includes(value);

/** The catalogue keys for a lead's e-mail status, or null when there is nothing to say about it. */
export function emailStatusWords(status: unknown): EmailStatusWords | null {
  return isDescribed(status) ? { status, reason: REASON_OF[status] } : null;
}
