import { NextResponse } from 'next/server';
import { campaignCreateBody } from '@/lib/crm/campaign-input';
import { createCampaign, listCampaigns } from '@/lib/crm/campaigns';
import { route } from '@/lib/http/route';

// GET /api/crm/campaigns – the company's e-mail campaigns with their figures (admins)
export const GET = route({ auth: 'agent', admin: true }, async ({ access }) => listCampaigns(access));

// POST /api/crm/campaigns – a draft campaign {name, subject, body, fromAgentId, segment} (admins)
export const POST = route({ auth: 'agent', admin: true, body: campaignCreateBody }, async ({ access, body }) =>
  NextResponse.json({ data: await createCampaign(access, body) }, { status: 201 }));
