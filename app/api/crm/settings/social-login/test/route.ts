import { z } from 'zod';
import { route } from '@/lib/http/route';
import { SOCIAL_PROVIDERS } from '@/lib/auth/oauth/providers';
import { testSocialConnection } from '@/lib/crm/social-login-test';

const body = z.object({ provider: z.enum(SOCIAL_PROVIDERS, { error: 'must be google or facebook' }) });

// POST /api/crm/settings/social-login/test { provider } – a cheap check of the saved configuration: { ok, message }
export const POST = route({ auth: 'agent', admin: true, body }, ({ viewer, body }) => testSocialConnection(viewer.company, body.provider));
