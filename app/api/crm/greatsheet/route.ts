import { NextResponse } from 'next/server';
import { greatsheetWindow } from '@/lib/crm/greatsheet';
import { greatsheetQuerySchema } from '@/lib/crm/greatsheet-query';
import { route } from '@/lib/http/route';

// GET /api/crm/greatsheet?offset=&limit=&q=&stage=&agentId=&source=&tag=&pond=&hot=&sort= – a
// window of the leads the caller sees, with the exact total (meta)
export const GET = route({ auth: 'agent', query: greatsheetQuerySchema }, async ({ access, query }) => NextResponse.json(await greatsheetWindow(access, query)));
