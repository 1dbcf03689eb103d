import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { webhookPatch } from '@/lib/integrations/input';
import { deleteWebhook, updateWebhook } from '@/lib/integrations/webhooks';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// PATCH /api/crm/integrations/webhooks/{id} { url?, events?, active? } (admins)
export const PATCH = route({ auth: 'agent', admin: true, params, notFound: 'Webhook not found', body: webhookPatch }, ({ access, params, body, request }) => updateWebhook(access, params.id, body, request));

// DELETE /api/crm/integrations/webhooks/{id} – the webhook and its deliveries (admins)
export const DELETE = route({ auth: 'agent', admin: true, params, notFound: 'Webhook not found' }, ({ access, params, request }) => deleteWebhook(access, params.id, request));
