import { NextResponse } from 'next/server';
import { AGENT_AUTHORIZED_COOKIE, AGENT_SESSION_COOKIE } from '@/lib/auth/cookies';
import { route } from '@/lib/http/route';

// POST /api/agents/logout – end the agent session
export const POST = route({}, async () => {
  const response = NextResponse.json({ data: null });
  response.cookies.delete(AGENT_SESSION_COOKIE);
  response.cookies.delete(AGENT_AUTHORIZED_COOKIE);
  return response;
});
