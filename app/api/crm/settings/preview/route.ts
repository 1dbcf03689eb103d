import { forbidden } from '@/lib/http/errors';
import { previewBody, previewOf } from '@/lib/crm/site-settings-preview';
import { route } from '@/lib/http/route';

// POST /api/crm/settings/preview { menuHtml, footerHtml, colours } – the draft sanitised as the site shows it (brokers and admins)
export const POST = route({ auth: 'agent', body: previewBody }, async ({ access, body }) => {
  if (!access.canManage) throw forbidden('Only brokers and admins see the site settings');
  return previewOf(body);
});
