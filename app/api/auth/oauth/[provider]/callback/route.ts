import { z } from 'zod';
import { route } from '@/lib/http/route';
import { finishSocialLogin } from '@/lib/auth/oauth/social-login';
import { SOCIAL_PROVIDERS } from '@/lib/auth/oauth/providers';

const params = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

// GET /api/auth/oauth/{provider}/callback?code=&state= – back from the provider: signs in, signs up or mails a code, then to `next`
export const GET = route({ params, notFound: 'Unknown sign-in provider' }, ({ request, viewer, params }) => finishSocialLogin(request, viewer, params.provider));
