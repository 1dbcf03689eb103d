/**
 * /settings's sections, in tab order (`/settings?section=<key>`). Plain: the page and its tabs
 * read it. The screen is the managers' (brokers and admins); a section marked `admins` holds
 * secrets or the company's doors to other systems, so a broker who is not an admin neither sees
 * its tab nor opens it (the 403 page). The site's sections: brokers read, admins save.
 */
export const SETTINGS_SECTIONS = [
  { key: 'branding', title: 'Site & branding', audience: 'managers' },
  { key: 'navigation', title: 'Menu & footer', audience: 'managers' },
  { key: 'search', title: 'Search & listings', audience: 'managers' },
  { key: 'domains', title: 'Domains', audience: 'managers' },
  { key: 'lead-flow', title: 'Lead flow', audience: 'managers' },
  { key: 'action-plans', title: 'Action plans', audience: 'managers' },
  { key: 'automation', title: 'Automation', audience: 'managers' },
  { key: 'social-login', title: 'Social login', audience: 'admins' },
  { key: 'integrations', title: 'Integrations', audience: 'admins' },
  { key: 'error-reports', title: 'Error reports', audience: 'admins' },
] as const;

export type SettingsSectionKey = (typeof SETTINGS_SECTIONS)[number]['key'];
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export function settingsSectionOf(value: string | string[] | undefined): SettingsSection {
  return SETTINGS_SECTIONS.find((s) => s.key === value) ?? SETTINGS_SECTIONS[0];
}

/** The sections a viewer may open: every one for an admin, the managers' ones for a broker. */
export function settingsSectionsFor(isAdmin: boolean): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((s) => isAdmin || s.audience === 'managers');
}
