import { getViewer } from '@/lib/auth/viewer';
import { socialLoginSettings } from '@/lib/crm/social-login-settings';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { CrmForbidden } from '@/components/crm/forbidden';
import { SocialLoginEditor } from './social-login-editor';

/** /settings?section=social-login (admins): each provider's switch, client, secret and endpoints, read on the server. */
export async function SocialLoginSection() {
  const { access } = await requireCrmAgent('/settings?section=social-login');
  if (!access.isAdmin) return <CrmForbidden title="Social login" />;
  const viewer = await getViewer();
  return <SocialLoginEditor initial={(await socialLoginSettings(viewer.company)).providers} />;
}
