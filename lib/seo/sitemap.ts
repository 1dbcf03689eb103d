import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { companyAgents } from '@/lib/agents/directory';
import { sharedCache } from '@/lib/cache/ttl-cache';
import { num, scopeParts, visitorScope } from '@/lib/community/sql';
import { COMMUNITIES_PATH, communityUrl } from '@/lib/community/town-slug';
import { servedTowns } from '@/lib/community/towns';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import { propertyUrl } from '@/lib/search/property-json';
import { companyVersion } from '@/lib/tenancy/cache-versions';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import { SITEMAP_MAX_URLS, sitemapXml, type SitemapEntry } from './sitemap-xml';

/** Ten minutes per company: crawlers ask rarely, and the listing list is the costly part. */
const sitemapCache = sharedCache<string, string>('sitemap', 10 * 60_000, 1_000);

/**
 * The company's sitemap (docs/community.md): home, search, agents list, each agent's page,
 * the communities and each town's page, then its listings' canonical /homedetails URLs, most
 * recently changed first, up to the 50,000 URLs one sitemap may hold. Everything a visitor of
 * this host may open, nothing of another company: agents by company id, listings and towns by
 * the company's visitor scope (the search's rules). Absolute URLs on its primary domain.
 */
export function companySitemap(company: Company): Promise<string> {
  // Keyed by version too: a domain or offered status changed on any instance is a new sitemap.
  return sitemapCache.get(`${company.id}@${companyVersion(company.id)}`, async () => {
    const origin = siteOrigin(company.domain);
    const at = (path: string) => `${origin}${path}`;
    const [agents, towns] = await Promise.all([companyAgents(company.id), servedTowns(company)]);
    const pages: SitemapEntry[] = [
      { url: at('/') },
      { url: at(REAL_ESTATE_PATH) },
      // The sellers' landing page (indexable; /estimate itself is private).
      { url: at('/what-is-my-home-worth') },
      { url: at('/company-agents') },
      ...agents.map((a) => ({ url: at(a.url) })),
      { url: at(COMMUNITIES_PATH) },
      ...towns.map((t) => ({ url: at(communityUrl(t.slug)) })),
    ];
    const room = Math.max(0, SITEMAP_MAX_URLS - pages.length);
    const { visible } = scopeParts(visitorScope(company));
    const listings = room === 0 ? [] : await queryRows<{ id: number | string; unparsed_address: string; modified_at: Date | string }>(sql`
      select p.id, p.unparsed_address, p.modified_at from properties p where ${visible} order by p.modified_at desc, p.id desc limit ${room}`);
    const homes = listings.map((l) => ({ url: at(propertyUrl(num(l.id) ?? 0, l.unparsed_address)), lastModified: new Date(l.modified_at) }));
    return sitemapXml([...pages, ...homes]);
  });
}
