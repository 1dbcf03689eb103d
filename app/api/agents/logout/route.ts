import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signOutAgent } from '@/lib/auth/agent-account';
import { clearAgentCookies } from '@/lib/auth/agent-cookies';
import { route } from '@/lib/http/route';

const body = z.object({ everywhere: z.boolean().default(false) });

// POST /api/agents/logout { everywhere? } – end this session (or, with everywhere, every session of the agent)
export const POST = route({ body }, async ({ viewer, body, request }) => {
  if (viewer.agent && viewer.agentSession) await signOutAgent(viewer.agent, viewer.agentSession, body.everywhere, request);
  const response = NextResponse.json({ data: null });
  clearAgentCookies(response);
  return response;
});
