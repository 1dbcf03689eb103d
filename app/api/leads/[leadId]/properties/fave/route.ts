import { NextResponse } from 'next/server';
import { z } from 'zod';
import { pathText } from '@/lib/http/input';
import { route } from '@/lib/http/route';
import { ownList } from '@/lib/leads/own-lists';

// GET /api/leads/{leadId}/properties/fave?page=n – the lead's favourite homes, in the company’s default order
export const GET = route({ params: z.object({ leadId: pathText() }) }, async ({ request, viewer, params }) =>
  NextResponse.json(await ownList(viewer, params.leadId, 'fave', request.nextUrl.searchParams.get('page'))),
);
