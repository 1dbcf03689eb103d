import { NextResponse } from 'next/server';
import { createLead, newLeadBody } from '@/lib/crm/lead-create';
import { listLeads } from '@/lib/crm/leads-list';
import { leadsQuerySchema } from '@/lib/crm/leads-query';
import { route } from '@/lib/http/route';

// GET /api/crm/leads?q=&stage=&agentId=&source=&tag=&pond=1&hot=1&sort=&page=&per_page= – the
// leads the caller sees (DESIGN §9), one page, with meta.pagination
export const GET = route({ auth: 'agent', query: leadsQuerySchema }, async ({ access, query }) => {
  const { data, pagination } = await listLeads(access, query);
  return NextResponse.json({ data, meta: { pagination } });
});

// POST /api/crm/leads { firstName?, lastName?, email?, phone?, source?, stage?, tags?, price?, city?, zip?, seller?, assignToMe? }
// – an agent adds a lead by hand: 201 and the lead, routed by the lead flow (lenders 403; a taken e-mail 409)
export const POST = route({ auth: 'agent', body: newLeadBody }, async ({ viewer, access, body }) =>
  NextResponse.json({ data: await createLead(access, viewer.company, body) }, { status: 201 }));
