import { NextResponse } from 'next/server';
import { createSource, listSources } from '@/lib/feeds/sources';
import { createSourceInput } from '@/lib/feeds/sources-input';
import { route } from '@/lib/http/route';

// GET /api/admin/sources – the company's MLS feeds with their last run (DESIGN §10); never a secret
export const GET = route({ auth: 'agent', admin: true }, ({ viewer }) => listSources(viewer.company.id));

// POST /api/admin/sources – add a feed: 201, the company subscribed, its secrets sealed
export const POST = route({ auth: 'agent', admin: true, body: createSourceInput }, async ({ viewer, body, request }) =>
  NextResponse.json({ data: await createSource({ companyId: viewer.company.id, agentId: viewer.agent.id, request }, body) }, { status: 201 }),
);
