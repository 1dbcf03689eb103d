import { NextResponse } from 'next/server';
import { z } from 'zod';
import { syncSource } from '@/lib/feeds/source-runs';
import { syncInput } from '@/lib/feeds/sources-input';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ source: pathId() });

// POST /api/admin/sources/{id}/sync { full? } – 202 and the run (a new one, or the one already queued or running)
export const POST = route({ auth: 'agent', admin: true, params, notFound: 'Source not found', body: syncInput }, async ({ viewer, params, body, request }) =>
  NextResponse.json({ data: await syncSource({ companyId: viewer.company.id, agentId: viewer.agent.id, request }, params.source, body.full ?? false) }, { status: 202 }),
);
