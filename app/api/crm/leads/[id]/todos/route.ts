import { NextResponse } from 'next/server';
import { z } from 'zod';
import { addLeadTodo, todoBody } from '@/lib/crm/lead-todos';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const params = z.object({ id: pathId() });

// POST /api/crm/leads/{id}/todos – a to-do for the caller on the lead (todo-added)
export const POST = route({ auth: 'agent', params, notFound: 'Lead not found', body: todoBody }, async ({ access, params, body }) =>
  NextResponse.json({ data: await addLeadTodo(access, params.id, body) }, { status: 201 }));
