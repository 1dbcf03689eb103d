import { NextResponse } from 'next/server';
import { importsOf } from '@/lib/crm/imports/status';
import { createImport } from '@/lib/crm/imports/upload';
import { route } from '@/lib/http/route';

// GET /api/crm/imports – the company's lead imports, newest first (admins)
export const GET = route({ auth: 'agent', admin: true }, async ({ access }) => importsOf(access.companyId));

// POST /api/crm/imports – multipart `file` or JSON `{ csv }` (≤ 50 MB) with mapping, dedupe, tags?, source? → 202 { id, status } (admins)
export const POST = route({ auth: 'agent', admin: true }, async ({ access, request }) =>
  NextResponse.json({ data: await createImport(access, request) }, { status: 202 }),
);
