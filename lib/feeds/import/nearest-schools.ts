import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { milesBetween } from '@/lib/estimate/distance';
import { jsonRecordset } from './json-rows';
import { queryRows } from '@/lib/db/rows';

export interface SchoolPoint {
  id: number;
  level: string;
  district: string;
  latitude: number;
  longitude: number;
}

export interface PlacedListing {
  id: number;
  latitude: number;
  longitude: number;
  schoolDistrict: string | null;
}

const LEVELS = ['elementary', 'middle', 'high'] as const;

/**
 * Each listing's nearest elementary, middle and high school, preferring its own school district
 * (a school of another district counts three times as far). Pure: schools are few, so every
 * listing is compared with all of them.
 */
export function nearestSchoolLinks(listings: readonly PlacedListing[], schools: readonly SchoolPoint[]): { property_id: number; school_id: number; distance_miles: number }[] {
  const links: { property_id: number; school_id: number; distance_miles: number }[] = [];
  for (const listing of listings) {
    for (const level of LEVELS) {
      let best: { id: number; miles: number; weighted: number } | null = null;
      for (const school of schools) {
        if (school.level !== level) continue;
        const distance = milesBetween(listing, school);
        const weighted = distance * (school.district === listing.schoolDistrict ? 1 : 3);
        if (!best || weighted < best.weighted) best = { id: school.id, miles: distance, weighted };
      }
      if (best) links.push({ property_id: listing.id, school_id: best.id, distance_miles: Math.round(best.miles * 100) / 100 });
    }
  }
  return links;
}

/** The schools listings are linked to (read once per page: a handful of rows). */
export async function loadSchools(tx: Db): Promise<SchoolPoint[]> {
  const result = await queryRows<SchoolPoint>(sql`select id, level, district, latitude, longitude from schools`, tx);
  return result.map((s) => ({ ...s, id: Number(s.id), latitude: Number(s.latitude), longitude: Number(s.longitude) }));
}

/** Replaces the listings' school links with their nearest schools. */
export async function linkNearestSchools(tx: Db, listings: readonly PlacedListing[], options: { replace: boolean }): Promise<void> {
  if (listings.length === 0) return;
  if (options.replace) {
    await tx.execute(sql`delete from property_schools where property_id in (select (value)::int from jsonb_array_elements_text(${JSON.stringify(listings.map((l) => l.id))}::jsonb))`);
  }
  const links = nearestSchoolLinks(listings, await loadSchools(tx));
  if (links.length === 0) return;
  await tx.execute(sql`insert into property_schools (property_id, school_id, distance_miles)
    select property_id, school_id, distance_miles from ${jsonRecordset(links, { property_id: 'int', school_id: 'int', distance_miles: 'numeric' })}
    on conflict do nothing`);
}
