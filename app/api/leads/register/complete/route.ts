import { route } from '@/lib/http/route';
import { registrationBody } from '@/lib/leads/registration-body';
import { completeRegistration } from '@/lib/leads/registration';
import { signedInResponse, signedOutResponse } from '@/lib/leads/lead-session';

// POST /api/leads/register/complete – sign-up step 2 (phone and names) or a confirmation, with the lead's token
export const POST = route({ auth: 'lead', body: registrationBody }, async ({ request, viewer, body }) => {
  const leadId = viewer.lead.id;
  await completeRegistration(viewer.company.id, leadId, body.lead);
  return (await signedInResponse(request, viewer, leadId, 'refresh')) ?? signedOutResponse('Sign in again');
});
