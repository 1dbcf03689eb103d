import { z } from 'zod';
import { SORT_FIELDS, SUGGESTION_KEYS } from '@/lib/filters/types';
import { safeText } from '@/lib/http/input';
import { PROPERTY_STATUSES, PROPERTY_TYPES } from '@/lib/property/vocabulary';
import { ADVANCED_CONTROLS } from '@/lib/search/search-config';
import { normalizeHost } from '@/lib/tenancy/host';
import { sanitizeFooterHtml, sanitizeMenuHtml } from '@/lib/tenancy/sanitize';
import {
  codeTitleSchema,
  coloursSchema,
  companySettingsSchema,
  filterGroupSchema,
  socialLoginSchema,
  trackingCodesSchema,
} from '@/lib/tenancy/settings-schema';
import { withProtocol } from '@/lib/text/links';
import { contrastRatio } from '@/lib/tenancy/theme';
import { hostileMarkup, menuLinkCount } from './site-settings-html';

/**
 * PUT /api/crm/settings: the WHOLE site document — the settings exactly as the site reads them
 * (lib/tenancy/settings-schema.ts, made strict: an unknown key is a 422, not silently dropped),
 * plus the company's domains and locations, which live in their own tables. Each section of the
 * editor saves the whole draft, so what is saved is always one consistent document, checked as
 * one. Plain (no server imports): the unit tests and the editor read the same rules.
 */

/** Brand colours are UI colours (buttons, links, the header) on white: below 3:1 (WCAG 1.4.11) they cannot be read. */
export const MIN_BRAND_CONTRAST = 3;
const STATUS_CODES = Object.keys(PROPERTY_STATUSES) as [keyof typeof PROPERTY_STATUSES, ...(keyof typeof PROPERTY_STATUSES)[]];
const TYPE_CODES = Object.keys(PROPERTY_TYPES) as [keyof typeof PROPERTY_TYPES, ...(keyof typeof PROPERTY_TYPES)[]];
export const MAX_DOMAINS = 20;
export const MAX_LOCATIONS = 200;

/** SPEC §5 link fields (lib/text/links.ts): "example.com/blog" is taken as https://; http, https or ftp is kept. */
export { withProtocol };

/** Digits of a US number as E.164 (+1…), or the value itself when it already is E.164 (the schema checks it). */
export function phoneE164(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('+')) return `+${trimmed.replace(/\D/g, '')}`;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return trimmed;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const base = companySettingsSchema.shape;

const settingsEdit = z
  .strictObject({
    ...base,
    siteName: safeText(120).pipe(z.string().trim().min(1, 'The site needs a name')),
    tagline: z.preprocess(emptyToNull, safeText(200).nullable()).default(null),
    phone: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? phoneE164(v) : emptyToNull(v)), base.phone.unwrap().unwrap().nullable().default(null)),
    email: z.preprocess(emptyToNull, base.email.unwrap().unwrap().nullable().default(null)),
    logoUrl: z.preprocess(emptyToNull, base.logoUrl),
    mobileLogoUrl: z.preprocess(emptyToNull, base.mobileLogoUrl),
    backgroundImageUrl: z.preprocess(emptyToNull, base.backgroundImageUrl),
    personalSiteUrl: z.preprocess((v) => (typeof v === 'string' ? emptyToNull(withProtocol(v)) : v), base.personalSiteUrl),
    menuHtml: safeText(20000),
    footerHtml: safeText(50000).default(''),
    colours: coloursSchema.strict(),
    defaultSorting: z.string().refine((v) => {
      const [field, direction, ...rest] = v.split(' ');
      return rest.length === 0 && (SORT_FIELDS as readonly string[]).includes(field ?? '') && (direction === undefined || direction === 'asc' || direction === 'desc');
    }, `Sort by one of ${SORT_FIELDS.join(', ')}, then asc or desc`),
    trackingCodes: z.preprocess(
      (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, code]) => code !== '' && code !== null)) : v),
      trackingCodesSchema.strict(),
    ).default({}),
    socialLogin: z.preprocess(
      (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, emptyToNull(x)])) : v),
      socialLoginSchema.strict(),
    ).default({ facebookAppId: null, googleClientId: null, googleLoginEnabled: false }),
    fieldsConfiguration: z.partialRecord(z.enum(ADVANCED_CONTROLS, `Not an advanced-filter control; one of ${ADVANCED_CONTROLS.join(', ')}`), z.boolean()).nullable().default(null),
    propertyTypes: z
      .array(codeTitleSchema.strict().extend({ param: z.enum(TYPE_CODES, `A type is one of ${TYPE_CODES.join(', ')}`) }))
      .min(1, 'Offer at least one property type'),
    propertyStatuses: z
      .array(codeTitleSchema.strict().extend({ param: z.enum(STATUS_CODES, `A status is one of ${STATUS_CODES.join(', ')}`) }))
      .min(1, 'Offer at least one status'),
    visibleStatuses: z.array(z.enum(STATUS_CODES, `A status is one of ${STATUS_CODES.join(', ')}`)).default([]),
    filterGroups: z.array(filterGroupSchema.strict().extend({ params: z.array(z.string().max(60)).min(1, 'A group needs at least one feature') })).max(30).default([]),
    suggestions: z.array(z.enum(SUGGESTION_KEYS, `A suggestion key is one of ${SUGGESTION_KEYS.join(', ')}`)).default([]),
  })
  .superRefine((s, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (const key of ['primary', 'cta'] as const) {
      const ratio = contrastRatio(s.colours[key], '#ffffff');
      if (ratio < MIN_BRAND_CONTRAST) issue(['colours', key], `Too light to read on white (${ratio.toFixed(2)}:1; at least ${MIN_BRAND_CONTRAST}:1 is needed)`);
    }
    const menuProblem = hostileMarkup(s.menuHtml);
    if (menuProblem) issue(['menuHtml'], menuProblem);
    else if (menuLinkCount(sanitizeMenuHtml(s.menuHtml)) === 0) issue(['menuHtml'], 'The menu needs at least one link');
    const footerProblem = hostileMarkup(s.footerHtml);
    if (footerProblem) issue(['footerHtml'], footerProblem);
    duplicates(s.propertyTypes.map((t) => t.param), (i, v) => issue(['propertyTypes', i, 'param'], `“${v}” is listed twice`));
    duplicates(s.propertyStatuses.map((t) => t.param), (i, v) => issue(['propertyStatuses', i, 'param'], `“${v}” is listed twice`));
    duplicates(s.suggestions, (i, v) => issue(['suggestions', i], `“${v}” is listed twice`));
    s.filterGroups.forEach((g, gi) => duplicates(g.params, (i, v) => issue(['filterGroups', gi, 'params', i], `“${v}” is listed twice`)));
  })
  // Saved sanitised: what is stored is what the site shows (and the render sanitises again).
  .transform((s) => ({ ...s, menuHtml: sanitizeMenuHtml(s.menuHtml), footerHtml: sanitizeFooterHtml(s.footerHtml) }));

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const domainEdit = z.strictObject({
  host: safeText(260).transform((raw, ctx) => {
    const host = normalizeHost(raw);
    if (host === null) {
      ctx.addIssue({ code: 'custom', message: 'Not a valid host name (such as homes.example.com)' });
      return z.NEVER;
    }
    return host;
  }),
  isPrimary: z.boolean().default(false),
});

const locationEdit = z
  .strictObject({
    name: safeText(120).pipe(z.string().trim().min(1, 'A location needs a name')),
    slug: z.preprocess(emptyToNull, z.string().regex(SLUG, 'A slug holds a–z, 0–9 and single hyphens').max(60).nullable()).default(null),
    isActive: z.boolean().default(true),
    citySlugs: z.array(z.string().regex(SLUG, 'A city slug holds a–z, 0–9 and single hyphens').max(80)).max(200).default([]),
  })
  .transform((l) => ({ ...l, slug: l.slug ?? slugOf(l.name) }));

export const siteSettingsBody = z
  .strictObject({
    settings: settingsEdit,
    domains: z.array(domainEdit).min(1, 'The site needs at least one domain').max(MAX_DOMAINS, `At most ${MAX_DOMAINS} domains`),
    locations: z.array(locationEdit).max(MAX_LOCATIONS, `At most ${MAX_LOCATIONS} locations`).default([]),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    duplicates(body.domains.map((d) => d.host), (i, v) => issue(['domains', i, 'host'], `${v} is listed twice`));
    const primaries = body.domains.filter((d) => d.isPrimary).length;
    if (primaries !== 1) issue(['domains'], primaries === 0 ? 'Choose a primary domain' : 'Only one domain can be primary');
    duplicates(body.locations.map((l) => l.slug), (i, v) => issue(['locations', i, 'slug'], `Another location already uses “${v}”`));
    body.locations.forEach((l, i) => {
      if (l.slug === '') issue(['locations', i, 'slug'], 'Give the location a slug of letters or digits');
    });
  });

export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;

function duplicates(values: readonly string[], report: (index: number, value: string) => void): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value)) report(index, value);
    seen.add(value);
  });
}
