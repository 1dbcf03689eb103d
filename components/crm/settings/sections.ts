/**
 * /settings's sections, in tab order (`/settings?section=<key>`). Plain: the page and its tabs
 * read it. Issue 16 brings the automation sections; issue 17 adds the site's own settings.
 */
export const SETTINGS_SECTIONS = [
  { key: 'lead-flow', title: 'Lead flow' },
  { key: 'action-plans', title: 'Action plans' },
  { key: 'automation', title: 'Automation' },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];

export function settingsSectionOf(value: string | string[] | undefined): SettingsSectionKey {
  const found = SETTINGS_SECTIONS.find((s) => s.key === value);
  return found?.key ?? SETTINGS_SECTIONS[0].key;
}
