import { NextResponse } from 'next/server';
import { listBoard } from '@/lib/crm/opportunities';
import { boardQuery, createOpportunityBody } from '@/lib/crm/opportunity-input';
import { createOpportunity } from '@/lib/crm/opportunity-write';
import { route } from '@/lib/http/route';

// GET /api/crm/opportunities?agentId=&stage=&q= – the pipeline board the caller sees, with each stage's count and value in meta
export const GET = route({ auth: 'agent', query: boardQuery }, async ({ access, query }) => {
  const board = await listBoard(access, query);
  return NextResponse.json(board);
});

// POST /api/crm/opportunities – a new deal on a lead the caller sees (201); lenders: 403
export const POST = route({ auth: 'agent', body: createOpportunityBody }, async ({ access, viewer, body }) =>
  NextResponse.json({ data: await createOpportunity(access, viewer.company, body) }, { status: 201 }),
);
