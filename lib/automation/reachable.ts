import type { EMAIL_STATUSES, PHONE_STATUSES } from '@/lib/db/schema/leads';

/**
 * Whether automated messages (drips, welcome and delayed e-mails, smart texts, alerts to the
 * lead) may go to a lead. Stricter than an agent's own one-to-one mail (lib/crm/agent-mail.ts):
 * an unsubscribed address or a texting opt-out (STOP) stops every automated sender.
 * Returns why not, or null when the lead can be reached.
 */
const NO_AUTOMATED_MAIL: (typeof EMAIL_STATUSES)[number][] = ['unsub', 'invalid_address', 'hardBounce', 'spam', 'reject'];

export function automatedEmailBlock(lead: { email: string | null; emailStatus: (typeof EMAIL_STATUSES)[number] }): string | null {
  if (!lead.email) return 'no e-mail address';
  if (lead.emailStatus === 'unsub') return 'unsubscribed';
  if (NO_AUTOMATED_MAIL.includes(lead.emailStatus)) return 'the address does not take mail';
  return null;
}

export function automatedTextBlock(lead: { phone: string | null; phoneStatus: (typeof PHONE_STATUSES)[number]; textOptOutAt: Date | null }): string | null {
  if (!lead.phone) return 'no phone number';
  if (lead.textOptOutAt) return 'opted out of texts';
  if (lead.phoneStatus === 'bad_number') return 'the number does not take texts';
  return null;
}
