import { NextResponse } from 'next/server';
import { z } from 'zod';
import { transferLead, transferBody } from '@/lib/crm/lead-transfer';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/transfer – SPEC §6 transfer to a buyer agent, listing agent or lender
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: transferBody }, async ({ access, viewer, params, body }) =>
  NextResponse.json({ data: await transferLead(access, viewer.company, params.id, body) }, { status: 201 }));
