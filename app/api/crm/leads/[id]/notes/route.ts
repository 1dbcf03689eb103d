import { NextResponse } from 'next/server';
import { z } from 'zod';
import { addLeadNote, noteBody } from '@/lib/crm/lead-notes';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/notes – a note on the lead (add-note)
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: noteBody }, async ({ access, params, body }) =>
  NextResponse.json({ data: await addLeadNote(access, params.id, body) }, { status: 201 }));
