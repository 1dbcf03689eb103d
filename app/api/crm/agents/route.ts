import { NextResponse } from 'next/server';
import { inviteAgent } from '@/lib/crm/team-invite';
import { inviteBody, teamQuery } from '@/lib/crm/team-input';
import { listTeam } from '@/lib/crm/team-list';
import { route } from '@/lib/http/route';

// GET /api/crm/agents?type=&status= – the company's agents, deactivated ones too (brokers and admins)
export const GET = route({ auth: 'agent', query: teamQuery }, async ({ access, query }) => listTeam(access, query));

// POST /api/crm/agents { email, firstName, lastName, type, isAdmin?, phone? } – invite an agent: 201, a set-password link by e-mail (admins)
export const POST = route({ auth: 'agent', admin: true, body: inviteBody }, async ({ viewer, access, body, request }) =>
  NextResponse.json({ data: await inviteAgent(access, viewer.company, body, request) }, { status: 201 }),
);
