import { NextResponse } from 'next/server';
import { z } from 'zod';
import { changeAgentPassword } from '@/lib/auth/agent-account';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { setAgentCookies } from '@/lib/auth/agent-cookies';
import { route } from '@/lib/http/route';

const body = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH),
});

// POST /api/agents/me/password { currentPassword, newPassword } – change it; every session of the agent ends and this browser gets a new one
export const POST = route({ auth: 'agent', body }, async ({ viewer, body, request }) => {
  const agent = viewer.agent;
  const session = await changeAgentPassword(agent, body.currentPassword, body.newPassword, request);
  const response = NextResponse.json({ data: { id: agent.id } });
  await setAgentCookies(response, request.nextUrl.protocol === 'https:', agent, session);
  return response;
});
