/**
 * zod schemas of the integrations API (/api/crm/integrations/…): plain, so the OpenAPI document
 * (lib/openapi) and the settings screen use the very schemas the routes parse with.
 */
import { z } from 'zod';
import { safeText } from '@/lib/http/input';
import { INTEGRATION_SCOPES } from '@/lib/db/schema/integrations';
import { WEBHOOK_EVENTS } from './webhook-events';

export const MAX_KEY_NAME = 100;

const scopes = z
  .array(z.enum(INTEGRATION_SCOPES, { error: `each must be one of ${INTEGRATION_SCOPES.join(', ')}` }), { error: 'must be a list of scopes' })
  .min(1, { error: 'must name at least one scope' })
  .max(INTEGRATION_SCOPES.length, { error: 'must name each scope at most once' })
  .refine((list) => new Set(list).size === list.length, { error: 'must name each scope at most once' });

/** POST /api/crm/integrations/keys */
export const keyBody = z.object({
  name: safeText(MAX_KEY_NAME).refine((name) => name.trim().length > 0, { error: 'must not be empty' }).transform((name) => name.trim()),
  scopes,
});
export type KeyBody = z.infer<typeof keyBody>;

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `each must be one of ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'must be a list of events' })
  .min(1, { error: 'must name at least one event' })
  .max(WEBHOOK_EVENTS.length * 2, { error: 'must name each event once' })
  .transform((list) => [...new Set(list)]);

/** POST /api/crm/integrations/webhooks (the URL's address rules are checked by the service: they need a DNS lookup). */
export const webhookBody = z.object({ url: safeText(2000), events, active: z.boolean({ error: 'must be true or false' }).optional() });
export type WebhookBody = z.infer<typeof webhookBody>;

/** PATCH /api/crm/integrations/webhooks/{id} */
export const webhookPatch = z.object({ url: safeText(2000).optional(), events: events.optional(), active: z.boolean({ error: 'must be true or false' }).optional() });
export type WebhookPatch = z.infer<typeof webhookPatch>;

/** GET …/webhooks/{id}/deliveries?status=&page= */
export const deliveriesQuery = z.object({
  status: z.enum(['pending', 'delivered', 'failed'], { error: 'must be pending, delivered or failed' }).optional(),
  page: z.coerce.number({ error: 'must be a page number' }).int({ error: 'must be a page number' }).min(1, { error: 'must be a page number from 1' }).max(10_000, { error: 'must be a page number up to 10,000' }).default(1),
});
export type DeliveriesQuery = z.infer<typeof deliveriesQuery>;
