import 'server-only';
import { queryRows } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { companyCache } from '@/lib/cache/company-cache';
import type { Company } from '@/lib/tenancy/company';
import { num, scopeParts, visitorScope } from './sql';
import { townSlug } from './town-slug';
import type { Town } from './types';

/** Ten minutes: the list only changes when a town gets its first listing or the company its settings. */
const townsCache = companyCache<Town[]>('community-towns', { ttlMs: 10 * 60_000, max: 1_000 });

/** The cities of the company's active locations (settings → Locations); null when it names none. */
export function locationCities(company: Company): string[] | null {
  const active = company.locations.filter((l) => l.isActive);
  return active.length === 0 ? null : [...new Set(active.flatMap((l) => l.citySlugs))];
}

/**
 * The towns a company serves (docs/community.md): towns where a visitor of its site can see at
 * least one listing (its feeds, types and visible statuses, sold homes included), limited to
 * the cities of its active locations when it has any — the locations are where the company
 * says it works; a feed may reach further. One grouped query, cached per company (the key
 * carries what the answer depends on, so changed settings are not served from an old entry).
 */
export function servedTowns(company: Company): Promise<Town[]> {
  const scope = visitorScope(company);
  const cities = locationCities(company);
  const key = JSON.stringify([scope.sourceIds, scope.types, scope.statusesBySource, cities]);
  return townsCache.get(company.id, key, async () => {
    const { visible, forSale } = scopeParts(scope);
    const inLocations = cities === null ? sql`true` : cities.length === 0 ? sql`false` : sql`p.city_slug in (${sql.join(cities.map((c) => sql`${c}`), sql`, `)})`;
    const found = await queryRows<{ city_slug: string; state: string; name: string; for_sale: number | string }>(sql`
      select p.city_slug, p.state_or_province as state, min(p.city) as name, count(*) filter (where ${forSale})::int as for_sale
      from properties p where ${visible} and ${inLocations}
      group by p.city_slug, p.state_or_province
      order by min(p.city), p.state_or_province`);
    return found.map((r) => ({ slug: townSlug(r.city_slug, r.state), citySlug: r.city_slug, name: r.name, state: r.state, forSale: num(r.for_sale) ?? 0 }));
  });
}

/** One served town by its slug; null for a town the company does not serve (or that does not exist). */
export async function findTown(company: Company, slug: string): Promise<Town | null> {
  return (await servedTowns(company)).find((t) => t.slug === slug) ?? null;
}
