import { createEAlertBody } from '@/lib/ealerts/input';
import { AGENTS_HAVE_NO_SAVED_SEARCHES, savedResponse } from '@/lib/ealerts/responses';
import { createEAlert, listEAlerts } from '@/lib/ealerts/service';
import { route } from '@/lib/http/route';
import { requireSignedUp } from '@/lib/leads/signed-up';

const lead = { auth: 'lead', forbidAgents: AGENTS_HAVE_NO_SAVED_SEARCHES } as const;

// GET /api/leads/me/e-alerts – the signed-in lead's saved searches, newest first (SPEC §7)
export const GET = route(lead, async ({ viewer }) => listEAlerts(viewer.company.id, viewer.lead.id));

// POST /api/leads/me/e-alerts – save a search: 201 with the alert, 409 when these criteria are saved already
export const POST = route({ ...lead, body: createEAlertBody }, async ({ viewer, body }) => {
  const signedUp = await requireSignedUp(viewer.company.id, viewer.lead, 'save searches');
  return savedResponse(await createEAlert(viewer.company, signedUp.id, body.ealert), 201);
});
