import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companyCache } from '@/lib/cache/company-cache';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { getDb } from '@/lib/db/client';
import { agents, companies, companyDomains, companyLocations, companyMlsSources, features, mlsSources } from '@/lib/db/schema';
import { bumpCompanyVersion, noteCompanyVersion, onCompanyVersionChange, syncCompanyVersions, versionGeneration } from './cache-versions';
import { parseStoredSettings } from './parse-settings';
import type { CompanySettings } from './settings-schema';
import { sanitizeFooterHtml, sanitizeMenuHtml } from './sanitize';

export interface SiteAgent {
  id: number;
  name: string;
  primaryPhone: string | null;
  phone: string | null;
  email: string;
  site: string | null;
}

export interface FilterGroupView {
  title: string;
  features: { param: string; title: string }[];
}

/** A company as pages and APIs use it: settings validated, HTML already sanitised. */
export interface Company {
  id: number;
  name: string;
  domain: string;
  settings: CompanySettings;
  menuHtml: string;
  footerHtml: string;
  agent: SiteAgent | null;
  locations: { name: string; slug: string; isActive: boolean; citySlugs: string[] }[];
  mlsSources: { id: number; code: string; name: string; restrictedStatuses: string[] }[];
  filterGroups: FilterGroupView[];
}

// Keys carry the company's version (lib/tenancy/cache-versions.ts): a change on any instance
// bumps it, every instance sees the new version within about a second and loads afresh. The
// TTL only bounds memory and what a change made outside the app (by hand in SQL) leaves stale,
// so an expired entry is answered while it reloads (staleWhileLoading, lib/cache/ttl-cache.ts).
const COMPANY_TTL_MS = 60_000;
const hostCache = sharedCache<string, number | null>('company-by-host', COMPANY_TTL_MS, { staleWhileLoading: true });
const companyViews = companyCache<Company | null>('company', { ttlMs: COMPANY_TTL_MS, max: 1_000 });
onCompanyVersionChange('company-by-host', () => hostCache.clear());

/** Host (already normalised) → company id, or null when no company answers on it. */
export async function companyIdForHost(host: string): Promise<number | null> {
  await syncCompanyVersions();
  // Any company's change may move a domain: the host cache follows every version.
  return hostCache.get(`${versionGeneration()}:${host}`, async () => {
    const db = await getDb();
    const [row] = await db.select({ companyId: companyDomains.companyId }).from(companyDomains).where(eq(companyDomains.host, host)).limit(1);
    return row?.companyId ?? null;
  });
}

export async function getCompany(id: number): Promise<Company | null> {
  return companyViews.get(id, 'company', () => loadCompany(id));
}

/**
 * Call after changing a company's settings, domains, locations or sources, after the change
 * committed (never inside db.transaction: PGlite has one connection). Bumps the company's
 * version in the database, so every instance drops its cached view; a writer that has a
 * transaction open bumps inside it instead (bumpCompanyVersion) and notes the version after.
 */
export async function invalidateCompany(id: number): Promise<void> {
  const db = await getDb();
  noteCompanyVersion(id, await bumpCompanyVersion(db, id));
}

async function loadCompany(id: number): Promise<Company | null> {
  const db = await getDb();
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) return null;
  const { settings, problems } = parseStoredSettings(row.settings, row.name);
  if (problems.length) console.warn(`Company ${id} has invalid settings, using defaults for: ${problems.join('; ')}`);

  const [domains, locations, sources, agent] = await Promise.all([
    db.select().from(companyDomains).where(eq(companyDomains.companyId, id)).orderBy(asc(companyDomains.id)),
    db.select().from(companyLocations).where(eq(companyLocations.companyId, id)).orderBy(asc(companyLocations.position)),
    db
      .select({ id: mlsSources.id, code: mlsSources.code, name: mlsSources.name, restrictedStatuses: mlsSources.restrictedStatuses })
      .from(companyMlsSources)
      .innerJoin(mlsSources, eq(mlsSources.id, companyMlsSources.sourceId))
      .where(eq(companyMlsSources.companyId, id))
      .orderBy(asc(mlsSources.id)),
    row.siteAgentId ? loadSiteAgent(id, row.siteAgentId) : Promise.resolve(null),
  ]);
  const primary = domains.find((d) => d.isPrimary) ?? domains[0];

  return {
    id: row.id,
    name: row.name,
    domain: primary?.host ?? '',
    settings,
    menuHtml: sanitizeMenuHtml(settings.menuHtml, agent?.site ?? null),
    footerHtml: sanitizeFooterHtml(settings.footerHtml),
    agent,
    locations: locations.map((l) => ({ name: l.name, slug: l.slug, isActive: l.isActive, citySlugs: l.citySlugs })),
    mlsSources: sources,
    filterGroups: await loadFilterGroups(settings),
  };
}

async function loadSiteAgent(companyId: number, agentId: number): Promise<SiteAgent | null> {
  const db = await getDb();
  const [a] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.companyId, companyId), eq(agents.isActive, true)))
    .limit(1);
  if (!a) return null;
  return { id: a.id, name: `${a.firstName} ${a.lastName}`, primaryPhone: a.primaryPhone, phone: a.phone, email: a.email, site: a.site };
}

/** Filter groups name feature params; titles come from the feature vocabulary, unknown params are dropped. */
async function loadFilterGroups(settings: CompanySettings): Promise<FilterGroupView[]> {
  const params = [...new Set(settings.filterGroups.flatMap((g) => g.params))];
  if (params.length === 0) return [];
  const db = await getDb();
  const rows = await db.select({ param: features.param, title: features.title }).from(features).where(inArray(features.param, params));
  const titles = new Map(rows.map((r) => [r.param, r.title]));
  return settings.filterGroups
    .map((g) => ({
      title: g.title,
      features: g.params.flatMap((param) => {
        const title = titles.get(param);
        return title ? [{ param, title }] : [];
      }),
    }))
    .filter((g) => g.features.length > 0);
}
