import 'server-only';
import type { NextResponse } from 'next/server';
import type { AgentClaims } from './agent-session';
import { signAgentSession } from './agent-session';
import { AGENT_AUTHORIZED_COOKIE, AGENT_SESSION_COOKIE, cookieOptions } from './cookies';
import { AGENT_SESSION_SECONDS, type SessionRef } from './sessions';

/** The agent's session cookie (HttpOnly JWT naming the session row) and the readable agentAuthorized flag. */
export async function setAgentCookies(response: NextResponse, secure: boolean, agent: AgentClaims, session: SessionRef): Promise<void> {
  response.cookies.set(AGENT_SESSION_COOKIE, await signAgentSession(agent, session), { ...cookieOptions(secure), maxAge: AGENT_SESSION_SECONDS });
  response.cookies.set(AGENT_AUTHORIZED_COOKIE, '1', { ...cookieOptions(secure, false), maxAge: AGENT_SESSION_SECONDS });
}

/** Forgets both (log-out, or a session that has ended elsewhere). */
export function clearAgentCookies(response: { headers: Headers }): void {
  response.headers.append('set-cookie', `${AGENT_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  response.headers.append('set-cookie', `${AGENT_AUTHORIZED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
}
