import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signInAgent } from '@/lib/auth/agent-account';
import { setAgentCookies } from '@/lib/auth/agent-cookies';
import { HttpError } from '@/lib/http/errors';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

const body = z.object({ email: z.email().max(254), password: z.string().min(1).max(200) });
// Ten wrong passwords per address in 15 minutes, then 429 until the oldest ages out.
const failures = new RateLimiter('agent-login', 10, 15 * 60_000);

// POST /api/agents/login – sign an agent in with e-mail and password (a new session)
export const POST = route({ body }, async ({ viewer, body, request }) => {
  const key = `${viewer.company.id}:${body.email.toLowerCase()}`;
  const wait = failures.retryAfter(key);
  if (wait > 0) throw new HttpError(429, 'Too many sign-in attempts. Please try again later.', undefined, { 'Retry-After': String(wait) });
  const signedIn = await signInAgent(viewer.company.id, body.email, body.password, request, viewer.agentSession);
  if (!signedIn) {
    failures.record(key);
    throw new HttpError(401, 'E-mail or password is incorrect');
  }
  failures.reset(key);
  const { agent, session } = signedIn;
  const response = NextResponse.json({ data: { id: agent.id, type: agent.type, isAdmin: agent.isAdmin } });
  await setAgentCookies(response, request.nextUrl.protocol === 'https:', agent, session);
  return response;
});
