import { NextResponse } from 'next/server';
import { showingCreateBody } from '@/lib/crm/calendar-query';
import { bookShowing } from '@/lib/crm/showing-book';
import { route } from '@/lib/http/route';

// POST /api/crm/showings { leadId, propertyId, start, agentId? } – an agent books a showing: 201
export const POST = route({ auth: 'agent', body: showingCreateBody }, async ({ viewer, access, body }) =>
  NextResponse.json({ data: await bookShowing(access, viewer.company, body) }, { status: 201 }),
);
