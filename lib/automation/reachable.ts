import type { EMAIL_STATUSES, PHONE_STATUSES } from '@/lib/db/schema/leads';

/**
 * Whether automated messages (drips, welcome and delayed e-mails, smart texts, alerts to the
 * lead) may go to a lead. Stricter than an agent's own one-to-one mail (lib/crm/agent-mail.ts):
 * an unsubscribed address or a texting opt-out (STOP) stops every automated sender.
 * Returns why not, or null when the lead can be reached.
 */
export const NO_AUTOMATED_MAIL: (typeof EMAIL_STATUSES)[number][] = ['unsub', 'invalid_address', 'hardBounce', 'spam', 'reject'];

/**
 * The reasons in words, one place: campaigns (lib/crm/campaign-segment.ts) say the same in SQL
 * when they freeze a segment, and e-alerts leave out the same statuses (lib/ealerts/delivery).
 */
export const AUTOMATED_MAIL_BLOCKS = { noAddress: 'no e-mail address', unsubscribed: 'unsubscribed', refused: 'the address does not take mail' } as const;

export function automatedEmailBlock(lead: { email: string | null; emailStatus: (typeof EMAIL_STATUSES)[number] }): string | null {
  if (!lead.email) return AUTOMATED_MAIL_BLOCKS.noAddress;
  if (lead.emailStatus === 'unsub') return AUTOMATED_MAIL_BLOCKS.unsubscribed;
  if (NO_AUTOMATED_MAIL.includes(lead.emailStatus)) return AUTOMATED_MAIL_BLOCKS.refused;
  return null;
}

export function automatedTextBlock(lead: { phone: string | null; phoneStatus: (typeof PHONE_STATUSES)[number]; textOptOutAt: Date | null }): string | null {
  if (!lead.phone) return 'no phone number';
  if (lead.textOptOutAt) return 'opted out of texts';
  if (lead.phoneStatus === 'bad_number') return 'the number does not take texts';
  return null;
}
