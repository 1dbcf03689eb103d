import { NextResponse } from 'next/server';
import { z } from 'zod';
import { emailLead, emailBody } from '@/lib/crm/lead-emails';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/emails – an e-mail to the lead through the mail layer (email)
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: emailBody }, async ({ access, viewer, params, body }) =>
  NextResponse.json({ data: await emailLead(access, viewer.company, params.id, body) }, { status: 201 }));
