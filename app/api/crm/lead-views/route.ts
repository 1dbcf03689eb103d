import { NextResponse } from 'next/server';
import { createSavedView, listSavedViews, savedViewBodySchema } from '@/lib/crm/saved-views';
import { route } from '@/lib/http/route';

// GET /api/crm/lead-views – the caller's saved views of the leads list
export const GET = route({ auth: 'agent' }, async ({ access }) => listSavedViews(access));

// POST /api/crm/lead-views { name, query } – 201 and the view; a name already used is 409
export const POST = route({ auth: 'agent', body: savedViewBodySchema }, async ({ access, body }) =>
  NextResponse.json({ data: await createSavedView(access, body) }, { status: 201 }),
);
