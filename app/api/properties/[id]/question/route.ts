import { NextResponse } from 'next/server';
import { notFound } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { askQuestion, requireFullLead } from '@/lib/leads/lead-actions';
import { questionBody as body } from '@/lib/leads/question-body';
import { listingAgent } from '@/lib/property/agent-card';
import { listingAccess } from '@/lib/property/listing-access';
import { parseListingId } from '@/lib/property/listing-id';

// POST /api/properties/{id}/question – a fully signed-up lead asks about a listing (SPEC §5, §7): 201
export const POST = route({ body }, async ({ viewer, body: { message }, params }) => {
  const lead = requireFullLead(viewer.lead);
  const id = parseListingId(params.id);
  const access = id === null ? null : await listingAccess(viewer.company, id, false);
  if (id === null || access?.kind !== 'ok') throw notFound('Property not found');
  const agent = await listingAgent(viewer);
  const question = await askQuestion(viewer.company.id, lead, id, message, agent?.id ?? null);
  return NextResponse.json({ data: question }, { status: 201 });
});
