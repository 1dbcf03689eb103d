import { NextResponse } from 'next/server';
import { z } from 'zod';
import { authenticateAgent } from '@/lib/auth/agent-login';
import { checkSignIn } from '@/lib/auth/sign-in-limits';
import { signAgentSession } from '@/lib/auth/agent-session';
import { AGENT_AUTHORIZED_COOKIE, AGENT_SESSION_COOKIE, cookieOptions } from '@/lib/auth/cookies';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

const body = z.object({ email: z.email().max(254), password: z.string().min(1).max(200) });
const SESSION_SECONDS = 30 * 24 * 60 * 60;

// POST /api/agents/login – sign an agent in with e-mail and password
export const POST = route({ body }, async ({ viewer, body, request }) => {
  // Wrong passwords per address and per account: 429 with Retry-After past either (lib/auth/sign-in-limits.ts).
  const attempt = await checkSignIn(request, viewer.company.id, body.email);
  const agent = await authenticateAgent(viewer.company.id, body.email, body.password);
  if (!agent) throw new HttpError(401, 'E-mail or password is incorrect');
  await attempt.succeeded();
  const secure = request.nextUrl.protocol === 'https:';
  const response = NextResponse.json({ data: { id: agent.id, type: agent.type, isAdmin: agent.isAdmin } });
  response.cookies.set(AGENT_SESSION_COOKIE, await signAgentSession(agent), { ...cookieOptions(secure), maxAge: SESSION_SECONDS });
  response.cookies.set(AGENT_AUTHORIZED_COOKIE, '1', { ...cookieOptions(secure, false), maxAge: SESSION_SECONDS });
  return response;
});
