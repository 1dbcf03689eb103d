import { NextResponse } from 'next/server';
import { z } from 'zod';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { textBody, textLead } from '@/lib/texts/agent-text';
import { leadConversation } from '@/lib/texts/conversation';

const params = z.object({ id: pathId() });
// Lenders follow a lead's financing, not its conversation: they read it but do not text (403).
const TEXTERS = ['agent', 'broker', 'realtor'] as const;

// GET /api/crm/leads/{id}/texts – the lead's text conversation, oldest first, with each text's status
export const GET = route({ auth: 'agent', params, notFound: 'Lead not found' }, ({ access, params }) => leadConversation(access, params.id));

// POST /api/crm/leads/{id}/texts – a text to the lead now, or at `sendAt` (text / scheduled-text)
export const POST = route({ auth: 'agent', agentTypes: TEXTERS, params, notFound: 'Lead not found', body: textBody }, async ({ access, params, body }) =>
  NextResponse.json({ data: await textLead(access, params.id, body) }, { status: 201 }));
