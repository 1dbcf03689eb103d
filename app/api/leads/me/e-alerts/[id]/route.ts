import type { z } from 'zod';
import { NextResponse } from 'next/server';
import { updateEAlertBody } from '@/lib/ealerts/input';
import { AGENTS_HAVE_NO_SAVED_SEARCHES, savedResponse } from '@/lib/ealerts/responses';
import { deleteEAlert, updateEAlert } from '@/lib/ealerts/service';
import { notFound } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { route } from '@/lib/http/route';

const lead = { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_SAVED_SEARCHES } as const;

function alertId(text: string): number {
  const id = parseRowId(text);
  if (id === null) throw notFound('Saved search not found');
  return id;
}

// PUT /api/leads/me/e-alerts/{id} – rename, change the frequency or the criteria of one of the lead's alerts
export const PUT = route<z.ZodUndefined, typeof updateEAlertBody, { id: string }>({ ...lead, body: updateEAlertBody }, async ({ viewer, body, params }) =>
  savedResponse(await updateEAlert(viewer.company, viewer.lead!.id, alertId(params.id), body.ealert), 200),
);

// DELETE /api/leads/me/e-alerts/{id} – delete one of the lead's alerts
export const DELETE = route<z.ZodUndefined, z.ZodUndefined, { id: string }>(lead, async ({ viewer, params }) => {
  const id = alertId(params.id);
  await deleteEAlert(viewer.company.id, viewer.lead!.id, id);
  return NextResponse.json({ data: { id } });
});
