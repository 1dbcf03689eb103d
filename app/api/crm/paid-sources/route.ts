import { paidSourcesCsv } from '@/lib/crm/paid-sources-csv';
import { createPaidSource, paidSourceFigures } from '@/lib/crm/paid-sources';
import { paidSourceCreateSchema, paidSourcesQuerySchema } from '@/lib/crm/paid-sources-types';
import { NextResponse } from 'next/server';
import { route } from '@/lib/http/route';

// GET /api/crm/paid-sources?from=YYYY-MM&to=YYYY-MM&format=csv – per paid source over the months:
// budget, spend, leads, cost per lead and appointment (admins); format=csv downloads the same table
export const GET = route({ auth: 'agent', admin: true, query: paidSourcesQuerySchema }, async ({ access, query }) => {
  const answer = await paidSourceFigures(access, query);
  if (query.format !== 'csv') return answer;
  const file = paidSourcesCsv(answer);
  return new Response(file.body, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'private, no-store' },
  });
});

// POST /api/crm/paid-sources { name, matchSources, monthlyBudgetCents } – add a paid source (admins)
export const POST = route({ auth: 'agent', admin: true, body: paidSourceCreateSchema }, async ({ access, body }) =>
  NextResponse.json({ data: await createPaidSource(access, body) }, { status: 201 }),
);
