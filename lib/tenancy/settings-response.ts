import type { Company } from './company';

/**
 * GET /api/company/settings in DESIGN §8's shape. Absent values are null, never
 * missing; nothing secret is in a Company to begin with.
 */
export function toSettingsResponse(company: Company) {
  const s = company.settings;
  return {
    id: company.id,
    domain: company.domain,
    name: s.siteName,
    logo: s.logoUrl,
    phone: s.phone,
    email: s.email,
    agent: company.agent
      ? { id: company.agent.id, name: company.agent.name, primaryPhone: company.agent.primaryPhone, phone: company.agent.phone, email: company.agent.email, site: company.agent.site }
      : null,
    menu: company.menuHtml,
    footer: company.footerHtml,
    footerExtraPadding: s.footerExtraPadding,
    UI: { data: { colours: { primary: s.colours.primary, cta: s.colours.cta }, defaultSorting: s.defaultSorting } },
    filters: {
      property_types: s.propertyTypes.map(({ title, param }) => ({ title, param })),
      property_statuses: s.propertyStatuses.map(({ title, param }) => ({ title, param })),
      filter_groups: company.filterGroups,
      suggestions: s.suggestions,
    },
    locations: company.locations.map(({ name, slug, isActive }) => ({ name, slug, isActive })),
    mlsSources: company.mlsSources.map(({ code, name }) => ({ code, name })),
    personalSiteUrl: s.personalSiteUrl,
    trackingCodes: {
      googleAnalyticsId: s.trackingCodes.googleAnalyticsId ?? null,
      googleTagManagerId: s.trackingCodes.googleTagManagerId ?? null,
      facebookPixelId: s.trackingCodes.facebookPixelId ?? null,
      googleAdsConversionId: s.trackingCodes.googleAdsConversionId ?? null,
      googleAdsConversionLabel: s.trackingCodes.googleAdsConversionLabel ?? null,
    },
    facebookLoginEnabled: s.facebookLoginEnabled,
    socialLogin: s.socialLogin,
    fieldsConfiguration: s.fieldsConfiguration,
    showPropertiesDealRatings: s.showPropertiesDealRatings,
    mapStyleUrl: s.mapStyleUrl,
    homeVariant: s.homeVariant,
  };
}

export type SettingsResponse = ReturnType<typeof toSettingsResponse>;
