import { NextResponse } from 'next/server';
import { webhookBody } from '@/lib/integrations/input';
import { createWebhook, listWebhooks } from '@/lib/integrations/webhooks';
import { route } from '@/lib/http/route';

// GET /api/crm/integrations/webhooks – the company's webhooks (admins); never the secret
export const GET = route({ auth: 'agent', admin: true }, ({ access }) => listWebhooks(access));

// POST /api/crm/integrations/webhooks { url, events, active? } – 201 with the signing secret this once
export const POST = route({ auth: 'agent', admin: true, body: webhookBody }, async ({ access, body, request }) =>
  NextResponse.json({ data: await createWebhook(access, body, request) }, { status: 201 }));
