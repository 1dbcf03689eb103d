import { NextResponse } from 'next/server';
import { z } from 'zod';
import { sourceRuns } from '@/lib/feeds/source-runs';
import { runsQuery } from '@/lib/feeds/sources-input';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ source: pathId() });

// GET /api/admin/sources/{id}/runs?page=&per_page= – the feed's sync runs, newest first, with meta.pagination
export const GET = route({ auth: 'agent', admin: true, params, notFound: 'Source not found', query: runsQuery }, async ({ viewer, params, query }) => {
  const { data, pagination } = await sourceRuns(viewer.company.id, params.source, { page: query.page, perPage: query.per_page });
  return NextResponse.json({ data, meta: { pagination } });
});
