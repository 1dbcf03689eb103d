import { crmPageMetadata } from '@/components/crm/pending-screen';
import { SettingsSection } from '@/components/crm/settings/settings-section';
import { settingsSectionOf } from '@/components/crm/settings/sections';
import { SettingsTabs } from '@/components/crm/settings/settings-tabs';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/settings');

// /settings – the company's automation (lead flow, action plans, triggers); managers (the layout answers 403 for others)
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [, params] = await Promise.all([requireCrmAgent('/settings'), searchParams]);
  const section = settingsSectionOf(params.section);
  return (
    <div className="page" data-testid="settings-page">
      <h1>Settings</h1>
      <SettingsTabs current={section} />
      <SettingsSection section={section} />
    </div>
  );
}
