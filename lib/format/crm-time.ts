import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

/**
 * A CRM time as an agent reads it ("Nov 25, 9:00 AM"), in the company's time zone so the
 * server's HTML and the browser's render agree (no hydration mismatch).
 */
const format = new Intl.DateTimeFormat('en-US', { timeZone: COMPANY_TIME_ZONE, month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function crmTime(iso: string): string {
  return format.format(new Date(iso));
}
