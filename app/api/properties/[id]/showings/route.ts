import { NextResponse } from 'next/server';
import { z } from 'zod';
import { instant, rowId, safeText } from '@/lib/http/input';
import { notFound, unprocessable } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { requestShowing, requireFullLead } from '@/lib/leads/lead-actions';
import { listingAccess } from '@/lib/property/listing-access';
import { listingPathId } from '@/lib/property/listing-id';
import { dayInRange, dayOf } from '@/lib/property/schedule';
import { agentDay, showingAgent } from '@/lib/property/showings';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

const body = z.object({
  agentId: rowId(),
  start: instant(),
  message: safeText().trim().max(1000).optional(),
});
const params = z.object({ id: listingPathId() });

// POST /api/properties/{id}/showings – a lead asks to see a home at one of the agent's free
// slots (GET /api/agents/{id}/schedule/day); SPEC names the form and the activity, not the call: 201
export const POST = route({ body, params, notFound: 'Property not found' }, async ({ viewer, body: input, params }) => {
  const lead = requireFullLead(viewer.lead);
  const id = params.id;
  const access = await listingAccess(viewer.company, id, false);
  if (access.kind !== 'ok') throw notFound('Property not found');
  const agent = await showingAgent(viewer.company.id, input.agentId);
  if (agent === null) throw unprocessable('Choose one of our agents', { agentId: 'not one of our agents' });
  const at = new Date(input.start);
  const now = new Date();
  const day = dayOf(at, COMPANY_TIME_ZONE);
  const free = dayInRange(day, COMPANY_TIME_ZONE, now) && (await agentDay(viewer.company.id, agent.id, day, COMPANY_TIME_ZONE, now)).some((s) => s.available && s.start === at.toISOString());
  if (!free) throw unprocessable('That time is not free any more: choose another', { start: 'not a free slot' });
  const showing = await requestShowing(viewer.company, lead, id, agent.id, at, input.message || null);
  return NextResponse.json({ data: showing }, { status: 201 });
});
