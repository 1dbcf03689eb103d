import { getAutomationSettings } from '@/lib/automation/settings-service';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { AutomationEditor } from './automation-editor';

/** /settings?section=automation: the switches and templates, read on the server (first view without a round trip). */
export async function AutomationSection() {
  const { access } = await requireCrmAgent('/settings?section=automation');
  return <AutomationEditor initial={await getAutomationSettings(access)} />;
}
