import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';

/**
 * Links each listing to its nearest elementary, middle and high school, preferring its own school
 * district (a school of another district counts three times as far, as the demo seed did).
 * Distances by earthdistance's `<@>` (statute miles). Schools are few; a page of listings
 * compares each with all of them.
 */
export async function linkNearestSchools(tx: Db, propertyIds: number[]): Promise<void> {
  if (propertyIds.length === 0) return;
  const ids = sql`array[${sql.join(propertyIds.map((id) => sql`${id}`), sql`, `)}]::int[]`;
  await tx.execute(sql`delete from property_schools where property_id = any(${ids})`);
  await tx.execute(sql`
    insert into property_schools (property_id, school_id, distance_miles)
    select p.id, s.id, round((point(p.longitude, p.latitude) <@> point(s.longitude, s.latitude))::numeric, 2)
    from properties p
    cross join (values ('elementary'), ('middle'), ('high')) as lv(level)
    cross join lateral (
      select s.id, s.longitude, s.latitude from schools s
      where s.level = lv.level
      order by (point(p.longitude, p.latitude) <@> point(s.longitude, s.latitude)) * case when s.district = p.school_district then 1 else 3 end
      limit 1
    ) s
    where p.id = any(${ids})
    on conflict do nothing`);
}
