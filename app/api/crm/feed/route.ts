import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getFeed } from '@/lib/crm/feed';
import { FEED_TABS } from '@/lib/crm/types';
import { rowId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const query = z.object({
  tab: z.enum(FEED_TABS, { error: `must be one of ${FEED_TABS.join(', ')}` }).default('all'),
  before: z.coerce.number({ error: 'must be an id' }).pipe(rowId()).optional(),
});

// GET /api/crm/feed?tab=&before= – recent activity on the leads the caller sees, newest first
export const GET = route({ auth: 'agent', query }, async ({ access, query }) => NextResponse.json(await getFeed(access, query.tab, query.before ?? null)));
