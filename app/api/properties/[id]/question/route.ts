import { NextResponse } from 'next/server';
import { z } from 'zod';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { askQuestion, requireFullLead } from '@/lib/leads/lead-actions';
import { questionBody as body } from '@/lib/leads/question-body';
import { listingAgent } from '@/lib/property/agent-card';
import { listingAccess } from '@/lib/property/listing-access';
import { listingPathId } from '@/lib/property/listing-id';

const params = z.object({ id: listingPathId() });

// POST /api/properties/{id}/question – a fully signed-up lead asks about a listing (SPEC §5, §7): 201
export const POST = route({ body, params, notFound: 'Property not found' }, async ({ viewer, body: { message }, params }) => {
  const lead = requireFullLead(viewer.lead);
  const id = params.id;
  const access = await listingAccess(viewer.company, id, false);
  if (access.kind !== 'ok') throw notFound('Property not found');
  const agent = await listingAgent(viewer);
  const question = await askQuestion(viewer.company, lead, id, message, agent?.id ?? null);
  return NextResponse.json({ data: question }, { status: 201 });
});
