import { NextResponse } from 'next/server';
import { z } from 'zod';
import { logLeadCall, callBody } from '@/lib/crm/lead-calls';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/calls – a call logged (call-added)
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: callBody }, async ({ access, params, body }) =>
  NextResponse.json({ data: await logLeadCall(access, params.id, body) }, { status: 201 }));
