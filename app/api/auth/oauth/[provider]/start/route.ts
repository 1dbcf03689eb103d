import { z } from 'zod';
import { route } from '@/lib/http/route';
import { safeText } from '@/lib/http/input';
import { startSocialLogin } from '@/lib/auth/oauth/social-login';
import { SOCIAL_PROVIDERS } from '@/lib/auth/oauth/providers';

const params = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
const query = z.object({ next: safeText(2048).optional(), type: safeText(40).optional(), propertyId: safeText(20).optional(), _forceFacebook: safeText(10).optional() });

// GET /api/auth/oauth/{provider}/start?next= – to the provider with state, PKCE and nonce in a sealed cookie
export const GET = route({ params, query, notFound: 'Unknown sign-in provider' }, ({ request, viewer, params, query }) => startSocialLogin(request, viewer, params.provider, query));
