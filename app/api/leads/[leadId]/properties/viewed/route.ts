import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { route } from '@/lib/http/route';
import { ownList } from '@/lib/leads/own-lists';

// GET /api/leads/{leadId}/properties/viewed?page=n – the lead's viewed homes, in the company’s default order
export const GET = route<z.ZodUndefined, z.ZodUndefined, { leadId: string }>({}, async ({ request, viewer, params }) =>
  NextResponse.json(await ownList(viewer, params.leadId, 'viewed', request.nextUrl.searchParams.get('page'))),
);
