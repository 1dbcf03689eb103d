import { NextResponse } from 'next/server';
import { keyBody } from '@/lib/integrations/input';
import { createKey, listKeys } from '@/lib/integrations/keys';
import { route } from '@/lib/http/route';

// GET /api/crm/integrations/keys – the company's integration keys (admins); never the key itself
export const GET = route({ auth: 'agent', admin: true }, ({ access }) => listKeys(access));

// POST /api/crm/integrations/keys { name, scopes } – 201 with the key (`lk_…`) this once; only its hash is kept
export const POST = route({ auth: 'agent', admin: true, body: keyBody }, async ({ access, body, request }) =>
  NextResponse.json({ data: await createKey(access, body, request) }, { status: 201 }));
