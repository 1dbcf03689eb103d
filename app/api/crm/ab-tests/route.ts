import { createBody, listQuery } from '@/lib/crm/ab-input';
import { createAbTest, listAbTests } from '@/lib/crm/ab-tests';
import { route } from '@/lib/http/route';
import { NextResponse } from 'next/server';

// GET /api/crm/ab-tests?status= – the company's A/B tests of the sign-up prompt with their figures (admins)
export const GET = route({ auth: 'agent', admin: true, query: listQuery }, ({ access, query }) => listAbTests(access.companyId, query.status));

// POST /api/crm/ab-tests { name, variants } – a draft test, 2–5 variants whose weights sum to 100 (admins)
export const POST = route({ auth: 'agent', admin: true, body: createBody }, async ({ access, body, request }) =>
  NextResponse.json({ data: await createAbTest(access, body, request) }, { status: 201 }),
);
