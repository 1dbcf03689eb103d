import type { TextStatus } from '@/lib/db/schema/texts';

/** The longest text an agent may send from the lead's page (three SMS segments). */
export const MAX_TEXT_LENGTH = 480;
/** How far ahead an agent may schedule a text. */
export const MAX_SCHEDULE_DAYS = 30;

/** One message of a lead's text conversation (GET /api/crm/leads/{id}/texts), oldest first. */
export interface TextMessage {
  /** `out-<outgoing_texts id>` or `in-<activity id>`: unique across both directions. */
  key: string;
  direction: 'out' | 'in';
  body: string;
  /** When it was written (out) or arrived (in). */
  at: string;
  /** Outgoing: where it stands; 'queued' with `sendAt` in the future is a scheduled text. */
  status: TextStatus | null;
  /** Outgoing: why the gateway refused it (shown beside 'failed', or the last failed try while still queued). */
  error: string | null;
  sendAt: string | null;
  /** What sent it: 'text' (an agent), 'drip-plan-text', 'smart-text', 'hot-lead-alert' … */
  kind: string | null;
  agentName: string | null;
  /** Incoming: a STOP or START keyword. */
  keyword: 'stop' | 'start' | null;
}

export interface TextConversation {
  leadId: number;
  phone: string | null;
  /** When the lead texted STOP (null: may be texted). */
  optedOutAt: string | null;
  messages: TextMessage[];
}
