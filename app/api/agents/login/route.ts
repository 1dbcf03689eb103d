import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signInAgent } from '@/lib/auth/agent-account';
import { setAgentCookies } from '@/lib/auth/agent-cookies';
import { checkSignIn } from '@/lib/auth/sign-in-limits';
import { HttpError } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

const body = z.object({ email: z.email().max(254), password: z.string().min(1).max(200) });

// POST /api/agents/login – sign an agent in with e-mail and password (a new session)
export const POST = route({ body }, async ({ viewer, body, request }) => {
  // Wrong passwords per address and per account: 429 with Retry-After past either (lib/auth/sign-in-limits.ts).
  const attempt = await checkSignIn(request, viewer.company.id, body.email);
  const signedIn = await signInAgent(viewer.company.id, body.email, body.password, request, viewer.agentSession);
  if (!signedIn) throw new HttpError(401, 'E-mail or password is incorrect');
  await attempt.succeeded();
  const { agent, session } = signedIn;
  const response = NextResponse.json({ data: { id: agent.id, type: agent.type, isAdmin: agent.isAdmin } });
  await setAgentCookies(response, request.nextUrl.protocol === 'https:', agent, session);
  return response;
});
