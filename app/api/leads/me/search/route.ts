import { NextResponse } from 'next/server';
import { leadSearchBody } from '@/lib/ealerts/input';
import { AGENTS_HAVE_NO_SAVED_SEARCHES } from '@/lib/ealerts/responses';
import { route } from '@/lib/http/route';
import { recordLeadSearch } from '@/lib/leads/lead-searches';

// POST /api/leads/me/search – record a search of the signed-in lead with its criteria priority (SPEC §4, §7): 201
export const POST = route(
  { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_SAVED_SEARCHES, body: leadSearchBody },
  async ({ viewer, body }) => NextResponse.json({ data: await recordLeadSearch(viewer.company, viewer.lead.id, body.search) }, { status: 201 }),
);
