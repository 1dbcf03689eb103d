import { NextResponse } from 'next/server';
import { z } from 'zod';
import { claimLead } from '@/lib/crm/lead-claim';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/claim – a pond lead becomes the caller's; 409 when someone was faster
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found' }, async ({ access, params }) =>
  NextResponse.json({ data: await claimLead(access, params.id) }, { status: 201 }));
