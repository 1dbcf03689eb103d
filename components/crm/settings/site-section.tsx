import 'server-only';
import { readSiteSettings } from '@/lib/crm/site-settings-store';
import type { SiteSectionKey } from '@/lib/crm/site-settings-fields';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { SiteEditor } from './site-editor';

/** /settings?section=branding|navigation|search|domains, loaded on the server; brokers read it, admins change it (the API says the same). */
export async function SiteSection({ section }: { section: SiteSectionKey }) {
  const { access } = await requireCrmAgent(`/settings?section=${section}`);
  return <SiteEditor section={section} initial={await readSiteSettings(access)} />;
}
