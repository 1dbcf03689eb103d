import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getLeadActivities } from '@/lib/crm/lead-activities';
import { TIMELINE_TABS } from '@/lib/crm/types';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });
const query = z.object({
  tab: z.enum(TIMELINE_TABS, { error: `must be one of ${TIMELINE_TABS.join(', ')}` }).default('all'),
  page: z.coerce.number({ error: 'must be a page number from 1 to 10,000' }).int().min(1).max(10_000).default(1),
});

// GET /api/crm/leads/{id}/activities?tab=&page= – the lead's timeline, newest first, 30 a page
export const GET = route({ auth: 'agent', params, notFound: 'Lead not found', query }, async ({ access, params, query }) =>
  NextResponse.json(await getLeadActivities(access, params.id, query.tab, query.page)));
