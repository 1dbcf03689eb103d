import type { AutomationSettings } from './settings-schema';

/** GET/PUT /api/crm/automation's answer: the settings, and whether this viewer may change them. Plain: the editor reads it. */
export interface AutomationSettingsView {
  settings: AutomationSettings;
  canEdit: boolean;
  updatedAt: string | null;
}
