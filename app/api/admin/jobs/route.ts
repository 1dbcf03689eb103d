import { NextResponse } from 'next/server';
import { parseJobsQuery } from '@/lib/jobs/overview-input';
import { jobsOverview } from '@/lib/jobs/overview';
import { route } from '@/lib/http/route';

// GET /api/admin/jobs?state=queued|active|failed|all&queue=&page=&per_page= – the job queue as the
// company may see it (admins): each queue's counts, then one page of jobs, newest first. A bad
// state or queue is 422 naming it (parseJobsQuery), not route()'s 400 for a query.
export const GET = route({ auth: 'agent', admin: true }, async ({ viewer, request }) => {
  const { data, pagination } = await jobsOverview(viewer.company.id, parseJobsQuery(Object.fromEntries(request.nextUrl.searchParams)));
  return NextResponse.json({ data, meta: { pagination } });
});
