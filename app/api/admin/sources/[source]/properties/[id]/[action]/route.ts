import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { notFound } from '@/lib/http/errors';
import { readJsonBody } from '@/lib/http/body';
import { route } from '@/lib/http/route';
import { applyAdminAction, isAdminAction } from '@/lib/property/admin-actions';
import { parseListingId } from '@/lib/property/listing-id';

type Params = { source: string; id: string; action: string };

// PUT /api/admin/sources/{source}/properties/{id}/{action} – an admin corrects a listing's
// source-specific data (SPEC §6, §7); agents who are not admins get 403, visitors 401.
export const PUT = route<z.ZodUndefined, z.ZodUndefined, Params>({ auth: 'agent', admin: true }, async ({ request, viewer, params }) => {
  const id = parseListingId(params.id);
  if (id === null || !isAdminAction(params.action)) throw notFound('Not found');
  const result = await applyAdminAction(viewer.company, params.source, id, params.action, await readJsonBody(request));
  return NextResponse.json({ data: result });
});
