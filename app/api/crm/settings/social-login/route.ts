import { route } from '@/lib/http/route';
import { saveSocialLogin, socialLoginBody, socialLoginSettings } from '@/lib/crm/social-login-settings';

// GET /api/crm/settings/social-login – each provider's switch, client id, endpoints and whether a secret is set (never the secret)
export const GET = route({ auth: 'agent', admin: true }, ({ viewer }) => socialLoginSettings(viewer.company));

// PUT /api/crm/settings/social-login – one provider's configuration; the secret is write-only
export const PUT = route({ auth: 'agent', admin: true, body: socialLoginBody }, ({ viewer, body, request }) => saveSocialLogin(viewer.company, viewer.agent.id, body, request));
