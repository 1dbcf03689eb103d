import 'server-only';
import { cookies } from 'next/headers';
import type { Viewer } from '@/lib/auth/viewer';
import { validVisitorId, VISITOR_COOKIE } from '@/lib/http/visitor-id';
import type { SignUpPrompt } from './prompt';
import { signUpPromptFor } from './site-prompt';

/** The sign-up prompt this page renders with (the proxy gave a first-time visitor its id already). */
export async function requestSignUpPrompt(viewer: Pick<Viewer, 'agent' | 'lead' | 'company'>): Promise<SignUpPrompt> {
  const visitorId = validVisitorId((await cookies()).get(VISITOR_COOKIE)?.value);
  return signUpPromptFor(viewer.company.id, { agent: viewer.agent, lead: viewer.lead, visitorId });
}
