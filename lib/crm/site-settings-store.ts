import 'server-only';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb, type Db } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { companies, companyDomains, companyImages, companyLocations, features } from '@/lib/db/schema';
import { forbidden, notFound, unprocessable } from '@/lib/http/errors';
import { bumpCompanyVersion, noteCompanyVersion } from '@/lib/tenancy/cache-versions';
import { normalizeHost } from '@/lib/tenancy/host';
import { parseStoredSettings } from '@/lib/tenancy/parse-settings';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import type { CrmAccess } from './access';
import { SITE_SECTIONS, SITE_SECTION_FIELDS, type SiteSectionKey } from './site-settings-fields';
import { IMAGE_PATH_PREFIX, type ImageKind } from './site-settings-image-kinds';
import type { SiteSettingsBody } from './site-settings-schema';
import type { SiteSettingsAnswer } from './site-settings-types';

export type { SiteSettingsAnswer };

/** GET /api/crm/settings: managers (brokers and admins); others 403. */
export async function readSiteSettings(access: CrmAccess): Promise<SiteSettingsAnswer> {
  if (!access.canManage) throw forbidden('Only brokers and admins see the site settings');
  return siteSettingsOf(await getDb(), access);
}

async function siteSettingsOf(db: Db, access: CrmAccess): Promise<SiteSettingsAnswer> {
  const [row] = await db.select({ name: companies.name, settings: companies.settings }).from(companies).where(eq(companies.id, access.companyId)).limit(1);
  if (!row) throw notFound('Company not found');
  const [domains, locations, vocabulary] = await Promise.all([
    db.select({ host: companyDomains.host, isPrimary: companyDomains.isPrimary }).from(companyDomains).where(eq(companyDomains.companyId, access.companyId)).orderBy(asc(companyDomains.id)),
    db
      .select({ name: companyLocations.name, slug: companyLocations.slug, isActive: companyLocations.isActive, citySlugs: companyLocations.citySlugs })
      .from(companyLocations)
      .where(eq(companyLocations.companyId, access.companyId))
      .orderBy(asc(companyLocations.position)),
    db.select({ param: features.param, title: features.title }).from(features).orderBy(asc(features.title)),
  ]);
  return { settings: parseStoredSettings(row.settings, row.name).settings, domains, locations, features: vocabulary, canEdit: access.isAdmin };
}

/**
 * PUT /api/crm/settings (admins): replaces the site document — settings, domains and locations —
 * in one transaction with the cache version bump and the audit line, so every instance shows
 * the new site within about a second, and a refused document leaves everything as it was.
 */
export async function saveSiteSettings(access: CrmAccess, body: SiteSettingsBody, request: Request): Promise<SiteSettingsAnswer> {
  if (!access.isAdmin) throw forbidden();
  const db = await getDb();
  const before = await siteSettingsOf(db, access);
  await checkAgainstDatabase(db, access.companyId, body, before, normalizeHost(request.headers.get('host')));
  const changed = changedSections(before, body);
  let version = 0;
  try {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await tx.update(companies).set({ settings: body.settings, updatedAt: new Date() }).where(eq(companies.id, access.companyId));
      await tx.delete(companyDomains).where(eq(companyDomains.companyId, access.companyId));
      await tx.insert(companyDomains).values(body.domains.map((d) => ({ companyId: access.companyId, host: d.host, isPrimary: d.isPrimary })));
      await tx.delete(companyLocations).where(eq(companyLocations.companyId, access.companyId));
      if (body.locations.length > 0) {
        await tx.insert(companyLocations).values(body.locations.map((l, position) => ({ companyId: access.companyId, name: l.name, slug: l.slug, isActive: l.isActive, citySlugs: l.citySlugs, position })));
      }
      version = await bumpCompanyVersion(txDb, access.companyId);
      await recordAudit(
        { companyId: access.companyId, agentId: access.agentId, action: 'crm.settings.update', outcome: 'success', subject: changed.length ? changed.join(', ') : 'no change', data: { sections: changed } },
        request,
        txDb,
      );
    });
  } catch (error) {
    // Another company took the host between the check and the insert.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw unprocessable('domains: a domain is already in use', { domains: 'One of these domains is already in use' });
    throw error;
  }
  noteCompanyVersion(access.companyId, version);
  return siteSettingsOf(db, access);
}

/** The checks that need the database: all problems at once, the first names the 422. */
async function checkAgainstDatabase(db: Db, companyId: number, body: SiteSettingsBody, before: SiteSettingsAnswer, currentHost: string | null): Promise<void> {
  const errors: Record<string, string> = {};
  const hosts = body.domains.map((d) => d.host);
  const params = [...new Set(body.settings.filterGroups.flatMap((g) => g.params))];
  const images = imageVersions(body.settings);
  const [taken, known, stored] = await Promise.all([
    db.select({ host: companyDomains.host }).from(companyDomains).where(and(inArray(companyDomains.host, hosts), ne(companyDomains.companyId, companyId))),
    params.length ? db.select({ param: features.param }).from(features).where(inArray(features.param, params)) : [],
    images.length ? db.select({ version: companyImages.version, kind: companyImages.kind }).from(companyImages).where(and(eq(companyImages.companyId, companyId), inArray(companyImages.version, images.map((i) => i.version)))) : [],
  ]);
  // Another company's domain reads as "in use", never whose it is.
  const takenHosts = new Set(taken.map((t) => t.host));
  body.domains.forEach((d, i) => {
    if (takenHosts.has(d.host)) errors[`domains.${i}.host`] ??= `${d.host} is already in use by another site`;
  });
  // Removing the host this admin is using right now would lock them out of the editor mid-change.
  if (currentHost && before.domains.some((d) => d.host === currentHost) && !hosts.includes(currentHost)) {
    errors.domains ??= `You are using ${currentHost} right now: keep it, or remove it while signed in through another domain`;
  }
  const knownParams = new Set(known.map((k) => k.param));
  body.settings.filterGroups.forEach((g, gi) =>
    g.params.forEach((param, pi) => {
      if (!knownParams.has(param)) errors[`settings.filterGroups.${gi}.params.${pi}`] ??= `“${param}” is not a feature of the vocabulary`;
    }),
  );
  const storedKinds = new Map(stored.map((s) => [s.version, s.kind]));
  for (const image of images) {
    if (storedKinds.get(image.version) !== image.kind) errors[`settings.${image.field}`] ??= 'Upload the image again: this one is not stored for your site';
  }
  const first = Object.entries(errors)[0];
  if (first) throw unprocessable(`${first[0]}: ${first[1]}`, errors);
}

const IMAGE_FIELDS: [field: 'logoUrl' | 'mobileLogoUrl' | 'backgroundImageUrl', kind: ImageKind][] = [
  ['logoUrl', 'logo'],
  ['mobileLogoUrl', 'mobile-logo'],
  ['backgroundImageUrl', 'background'],
];

/** The uploaded images the settings name (URLs of /api/company/images/{version}); other URLs are the admin's own. */
function imageVersions(settings: CompanySettings): { field: string; kind: ImageKind; version: string }[] {
  return IMAGE_FIELDS.flatMap(([field, kind]) => {
    const url = settings[field];
    if (!url?.startsWith(IMAGE_PATH_PREFIX)) return [];
    const version = url.slice(IMAGE_PATH_PREFIX.length).split(/[?#]/)[0] ?? '';
    return [{ field, kind, version }];
  });
}

function changedSections(before: SiteSettingsAnswer, after: SiteSettingsBody): SiteSectionKey[] {
  const old: Record<string, unknown> = { ...before.settings, domains: before.domains, locations: before.locations };
  const next: Record<string, unknown> = { ...after.settings, domains: after.domains, locations: after.locations };
  return SITE_SECTIONS.filter((section) => SITE_SECTION_FIELDS[section].some((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field])));
}
