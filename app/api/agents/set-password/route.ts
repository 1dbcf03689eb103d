import { NextResponse } from 'next/server';
import { setAgentCookies } from '@/lib/auth/agent-cookies';
import { setPasswordBody } from '@/lib/crm/team-input';
import { acceptInvite } from '@/lib/crm/team-set-password';
import { route } from '@/lib/http/route';

// POST /api/agents/set-password { token, password } – an invited agent picks a password through their link and is signed in
export const POST = route({ body: setPasswordBody }, async ({ viewer, body, request }) => {
  const { agent, session } = await acceptInvite(viewer.company.id, body.token, body.password, request, viewer.agentSession);
  const response = NextResponse.json({ data: { id: agent.id, type: agent.type, isAdmin: agent.isAdmin } });
  await setAgentCookies(response, request.nextUrl.protocol === 'https:', agent, session);
  return response;
});
