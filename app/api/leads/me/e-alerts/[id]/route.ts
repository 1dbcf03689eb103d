import { z } from 'zod';
import { NextResponse } from 'next/server';
import { updateEAlertBody } from '@/lib/ealerts/input';
import { AGENTS_HAVE_NO_SAVED_SEARCHES, savedResponse } from '@/lib/ealerts/responses';
import { deleteEAlert, updateEAlert } from '@/lib/ealerts/service';
import { pathId } from '@/lib/http/input';
import { route } from '@/lib/http/route';

const lead = { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_SAVED_SEARCHES, params: z.object({ id: pathId() }), notFound: 'Saved search not found' } as const;

// PUT /api/leads/me/e-alerts/{id} – rename, change the frequency or the criteria of one of the lead's alerts
export const PUT = route({ ...lead, body: updateEAlertBody }, async ({ viewer, body, params }) =>
  savedResponse(await updateEAlert(viewer.company, viewer.lead.id, params.id, body.ealert), 200),
);

// DELETE /api/leads/me/e-alerts/{id} – delete one of the lead's alerts
export const DELETE = route(lead, async ({ viewer, params }) => {
  await deleteEAlert(viewer.company.id, viewer.lead.id, params.id);
  return NextResponse.json({ data: { id: params.id } });
});
