import { CrmForbidden } from '@/components/crm/forbidden';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { SettingsSection } from '@/components/crm/settings/settings-section';
import { settingsSectionOf, settingsSectionsFor } from '@/components/crm/settings/sections';
import { SettingsTabs } from '@/components/crm/settings/settings-tabs';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/settings');

// /settings – the company's site, automation and integrations; managers (the layout answers 403 for
// others), and an admins-only section answers its own 403 page to a broker who is not an admin.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ access }, params] = await Promise.all([requireCrmAgent('/settings'), searchParams]);
  const section = settingsSectionOf(params.section);
  const sections = settingsSectionsFor(access.isAdmin);
  const allowed = sections.some((s) => s.key === section.key);
  return (
    <div className="page" data-testid="settings-page">
      <h1>Settings</h1>
      <SettingsTabs sections={sections} current={section.key} />
      {allowed ? <SettingsSection section={section.key} /> : <CrmForbidden title={section.title} />}
    </div>
  );
}
