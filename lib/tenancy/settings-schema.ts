import { z } from 'zod';
import { PROTOCOL_URL } from '@/lib/text/links';

/**
 * A company's site settings as stored (companies.settings). Everything that reaches HTML
 * or CSS is constrained here (colours are hex, tracking codes are ids, not markup) and the
 * free HTML (menu, footer) is sanitised before rendering (./sanitize.ts).
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #rrggbb');
const trackingId = z.string().regex(/^[A-Za-z0-9_-]{2,40}$/, 'Tracking id may hold letters, digits, _ and - only');
export const codeTitleSchema = z.object({
  param: z.string().regex(/^[a-z0-9_-]{1,20}$/, 'A param may hold a–z, 0–9, _ and - only (up to 20)'),
  title: z.string().trim().min(1, 'A title is required').max(80),
});
const httpUrl = z.string().max(500).regex(/^(https?:\/\/|\/)/, 'URL must be absolute http(s) or start with /');
// SPEC §5's protocol rule lives in lib/text/links.ts (re-exported for older callers).
export { PROTOCOL_URL };
const linkUrl = z.string().max(500).regex(PROTOCOL_URL, 'URL must start with http://, https:// or ftp://');

// The nested objects on their own: the settings editor's schema (lib/crm/site-settings-schema.ts)
// reuses them, strict, so the site and the editor accept the same values.
export const coloursSchema = z.object({ primary: hexColour, cta: hexColour });
export const trackingCodesSchema = z.object({
  googleAnalyticsId: trackingId.optional(),
  googleTagManagerId: trackingId.optional(),
  facebookPixelId: trackingId.optional(),
  googleAdsConversionId: trackingId.optional(),
  googleAdsConversionLabel: trackingId.optional(),
});
export const socialLoginSchema = z.object({
  facebookAppId: trackingId.nullable().default(null),
  googleClientId: z.string().max(200).nullable().default(null),
  googleLoginEnabled: z.boolean().default(false),
});
export const filterGroupSchema = z.object({ title: z.string().trim().min(1, 'A group needs a title').max(80), params: z.array(z.string().max(60)) });

export const companySettingsSchema = z.object({
  siteName: z.string().min(1).max(120),
  tagline: z.string().max(200).nullable().default(null),
  logoUrl: httpUrl.nullable().default(null),
  /** The small logo of the mobile search bar (50 px wide, SPEC §9); null: the logo. */
  mobileLogoUrl: httpUrl.nullable().default(null),
  /** The home page hero's background (1920 px wide, SPEC §9); null: the plain brand colour. */
  backgroundImageUrl: httpUrl.nullable().default(null),
  /** E.164. */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/).nullable().default(null),
  email: z.email().max(254).nullable().default(null),
  menuHtml: z.string().max(20000).default(''),
  footerHtml: z.string().max(50000).default(''),
  /** Extra space under the footer (px), e.g. for a chat widget. */
  footerExtraPadding: z.number().int().min(0).max(400).default(0),
  colours: coloursSchema.default({ primary: '#3c8dbc', cta: '#d82738' }),
  defaultSorting: z.string().regex(/^[a-z_]+( (asc|desc))?$/).default('created_at desc'),
  personalSiteUrl: linkUrl.nullable().default(null),
  trackingCodes: trackingCodesSchema.default({}),
  facebookLoginEnabled: z.boolean().default(false),
  socialLogin: socialLoginSchema.default({ facebookAppId: null, googleClientId: null, googleLoginEnabled: false }),
  /** Advanced-filter controls: absent or null shows all; an entry that is falsy hides that control. */
  fieldsConfiguration: z.record(z.string(), z.boolean()).nullable().default(null),
  showPropertiesDealRatings: z.boolean().default(false),
  /** Some feeds allow sold prices only to people who signed in: then visitors see sold listings without prices. */
  soldPricesRequireSignIn: z.boolean().default(false),
  propertyTypes: z.array(codeTitleSchema).min(1, 'Offer at least one property type'),
  propertyStatuses: z.array(codeTitleSchema).min(1, 'Offer at least one status'),
  /** Restricted statuses that visitors may still see on this site. */
  visibleStatuses: z.array(z.string()).default([]),
  filterGroups: z.array(filterGroupSchema).default([]),
  /** Suggestion keys offered in the search box, in SPEC's order. */
  suggestions: z.array(z.string()).default([]),
  homeVariant: z.enum(['default', 'seller']).default('default'),
  mapStyleUrl: httpUrl.nullable().default(null),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
