import { NextResponse } from 'next/server';
import { z } from 'zod';
import { activitiesQuery as query, getLeadActivities } from '@/lib/crm/lead-activities';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// GET /api/crm/leads/{id}/activities?tab=&page= – the lead's timeline, newest first, 30 a page
export const GET = route({ auth: 'agent', params, notFound: 'Lead not found', query }, async ({ access, params, query }) =>
  NextResponse.json(await getLeadActivities(access, params.id, query.tab, query.page)));
