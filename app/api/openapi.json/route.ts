import { NextResponse } from 'next/server';
import { openApiDocument } from '@/lib/openapi/document';
import { route } from '@/lib/http/route';

// GET /api/openapi.json – the OpenAPI 3.1 description of the public and CRM API (public; cached for an hour)
export const GET = route({}, async () =>
  NextResponse.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=3600' } }));
