import type { CompanySettings } from '@/lib/tenancy/settings-schema';

/**
 * Which of the site document's parts each /settings section edits: the editor shows a section's
 * fields and errors, and the audit line names the sections a save changed. Plain: both read it.
 */
export const SITE_SECTION_FIELDS = {
  branding: [
    'siteName', 'tagline', 'logoUrl', 'mobileLogoUrl', 'backgroundImageUrl', 'phone', 'email', 'colours', 'personalSiteUrl',
    'trackingCodes', 'facebookLoginEnabled', 'socialLogin', 'homeVariant',
  ],
  navigation: ['menuHtml', 'footerHtml', 'footerExtraPadding'],
  search: [
    'defaultSorting', 'propertyTypes', 'propertyStatuses', 'visibleStatuses', 'filterGroups', 'suggestions', 'fieldsConfiguration',
    'showPropertiesDealRatings', 'soldPricesRequireSignIn', 'mapStyleUrl', 'locations',
  ],
  domains: ['domains'],
} as const satisfies Record<string, readonly (keyof CompanySettings | 'domains' | 'locations')[]>;

export type SiteSectionKey = keyof typeof SITE_SECTION_FIELDS;
export const SITE_SECTIONS = Object.keys(SITE_SECTION_FIELDS) as SiteSectionKey[];

/** The section an error key (`settings.colours.primary`, `domains.1.host`, `locations`) belongs to. */
export function sectionOfField(key: string): SiteSectionKey | null {
  const parts = key.split('.');
  const field = parts[0] === 'settings' ? parts[1] : parts[0];
  return SITE_SECTIONS.find((section) => (SITE_SECTION_FIELDS[section] as readonly string[]).includes(field ?? '')) ?? null;
}
