import { NextResponse } from 'next/server';
import { safeNextPath } from '@/lib/http/safe-next';
import { route } from '@/lib/http/route';
import { visitorId } from '@/lib/http/visitor-id';
import { siteOrigin } from '@/lib/tenancy/origin';
import { registrationBody } from '@/lib/leads/registration-body';
import { startRegistration } from '@/lib/leads/registration';
import { signedInResponse } from '@/lib/leads/lead-session';
import { countSignUp } from '@/lib/leads/sign-up-limits';

// POST /api/leads/register/start – sign-up step 1: a new lead (201 + token) or, for a known e-mail, a mailed code (200 full_login)
export const POST = route({ body: registrationBody }, async ({ request, viewer, body }) => {
  await countSignUp(request);
  const result = await startRegistration(viewer.company, body.lead, {
    gClickId: body.gClickId,
    cobuyer: body.cobuyer,
    origin: siteOrigin(viewer.company.domain),
    next: safeNextPath(body.next, '/'),
    visitorId: visitorId(request),
  });
  if (result.kind === 'full_login') return NextResponse.json({ data: { status: 'full_login' } });
  return (await signedInResponse(request, viewer, result.leadId, 'new', { status: 201, extra: { status: 'new' } }))!;
});
