import type { CrmViewer } from '@/lib/crm/types';
import { ActionPlansSection } from './action-plans-section';
import type { SettingsSectionKey } from './sections';

/**
 * The chosen section's editor. Each section is its own module (lead flow, action plans,
 * automation); a manager who may only read one (a broker on the lead flow) gets it read-only.
 */
export function SettingsSection({ section, viewer }: { section: SettingsSectionKey; viewer: CrmViewer }) {
  // Each issue-16 section replaces its line here with its editor.
  switch (section) {
    case 'action-plans':
      return <ActionPlansSection />;
    case 'lead-flow':
    case 'automation':
      return <p>{viewer.fullName}: this section is being built.</p>;
  }
}
