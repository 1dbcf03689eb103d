import { NextResponse } from 'next/server';
import { z } from 'zod';
import { authenticateAgent } from '@/lib/auth/agent-login';
import { signAgentSession } from '@/lib/auth/agent-session';
import { AGENT_AUTHORIZED_COOKIE, AGENT_SESSION_COOKIE, cookieOptions } from '@/lib/auth/cookies';
import { HttpError } from '@/lib/http/errors';
import { RateLimiter } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';

const body = z.object({ email: z.email().max(254), password: z.string().min(1).max(200) });
// Ten wrong passwords per address in 15 minutes, then 429 until the oldest ages out.
const failures = new RateLimiter('agent-login', 10, 15 * 60_000);
const SESSION_SECONDS = 30 * 24 * 60 * 60;

// POST /api/agents/login – sign an agent in with e-mail and password
export const POST = route({ body }, async ({ viewer, body, request }) => {
  const key = `${viewer.company.id}:${body.email.toLowerCase()}`;
  const wait = failures.retryAfter(key);
  if (wait > 0) throw new HttpError(429, 'Too many sign-in attempts. Please try again later.', undefined, { 'Retry-After': String(wait) });
  const agent = await authenticateAgent(viewer.company.id, body.email, body.password);
  if (!agent) {
    failures.record(key);
    throw new HttpError(401, 'E-mail or password is incorrect');
  }
  failures.reset(key);
  const secure = request.nextUrl.protocol === 'https:';
  const response = NextResponse.json({ data: { id: agent.id, type: agent.type, isAdmin: agent.isAdmin } });
  response.cookies.set(AGENT_SESSION_COOKIE, await signAgentSession(agent), { ...cookieOptions(secure), maxAge: SESSION_SECONDS });
  response.cookies.set(AGENT_AUTHORIZED_COOKIE, '1', { ...cookieOptions(secure, false), maxAge: SESSION_SECONDS });
  return response;
});
