/**
 * The events a webhook can subscribe to (DESIGN §11). Plain: the settings screen lists them.
 * `data` of each delivery: the lead as GET /api/crm/leads/{id} answers it (lead.*), plus
 * `change: { from, to }` for a stage change and `change: { type, from, to }` for an assignment;
 * the inbox item as GET /api/crm/inbox answers it (inbox.message).
 */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.updated', 'lead.stage_changed', 'lead.assigned', 'inbox.message'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_WORDS: Record<WebhookEvent, string> = {
  'lead.created': 'A lead is created (sign-up, co-buyer, the CRM or the API, an import)',
  'lead.updated': 'A lead’s stage, tags, names or contact details are changed',
  'lead.stage_changed': 'A lead’s stage moves',
  'lead.assigned': 'A lead gets a new buyer agent, listing agent or lender (transfer, claim)',
  'inbox.message': 'A question, showing request or reply lands in the inbox',
};
