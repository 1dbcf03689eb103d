import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import { paginationOf } from '@/lib/http/pagination';
import { defaultStatusTitle, propertyUrl } from '@/lib/search/property-json';
import type { Company } from '@/lib/tenancy/company';
import { POPULAR_PER_PAGE, type PopularPage, type PopularQuery, type PopularSort } from './popular-types';

const DAY_MS = 86_400_000;

// Each sort is its count, then views, then the id, so a page boundary never moves between requests.
const ORDER: Record<PopularSort, ReturnType<typeof sql.raw>> = {
  views: sql.raw('views desc, favourites desc, questions desc, p.id desc'),
  favourites: sql.raw('favourites desc, views desc, questions desc, p.id desc'),
  questions: sql.raw('questions desc, views desc, favourites desc, p.id desc'),
};

interface Row {
  id: number;
  unparsed_address: string;
  city: string;
  price: number | string;
  status: string;
  views: number | string;
  viewers: number | string;
  favourites: number | string;
  questions: number | string;
  showings: number | string;
  total: number | string;
}

/**
 * /admin/properties/popular: the company's listings by what its leads did with them in the period
 * — views (`property-view` activities) and the leads behind them, favourites, questions and
 * showing requests made in it. One statement: each count is aggregated over the company's own rows
 * from `since` (activities through activities_type_idx (company_id, type, occurred_at); the
 * others by their company indexes), the listings with any of them are joined, ordered and paged,
 * and `count(*) over ()` gives the total in the same pass.
 */
export async function popularListings(company: Company, query: PopularQuery, now = new Date()): Promise<PopularPage> {
  const since = new Date(now.getTime() - Number(query.period) * DAY_MS);
  const c = company.id;
  const rows = await queryRows<Row>(sql`
    with v as (
      select property_id, count(*) as views, count(distinct lead_id) as viewers from activities
      where company_id = ${c} and type = 'property-view' and occurred_at >= ${since} and property_id is not null group by property_id
    ), f as (
      select property_id, count(*) as n from favourites where company_id = ${c} and created_at >= ${since} group by property_id
    ), q as (
      select property_id, count(*) as n from questions where company_id = ${c} and created_at >= ${since} and property_id is not null group by property_id
    ), s as (
      select property_id, count(*) as n from showing_requests where company_id = ${c} and created_at >= ${since} group by property_id
    ), ids as (
      select property_id from v union select property_id from f union select property_id from q union select property_id from s
    )
    select p.id, p.unparsed_address, p.city, p.price, p.status,
      coalesce(v.views, 0) as views, coalesce(v.viewers, 0) as viewers, coalesce(f.n, 0) as favourites,
      coalesce(q.n, 0) as questions, coalesce(s.n, 0) as showings, count(*) over () as total
    from ids join properties p on p.id = ids.property_id
      left join v on v.property_id = p.id left join f on f.property_id = p.id
      left join q on q.property_id = p.id left join s on s.property_id = p.id
    order by ${ORDER[query.sort]}
    limit ${POPULAR_PER_PAGE} offset ${(query.page - 1) * POPULAR_PER_PAGE}`);
  const titles = new Map(company.settings.propertyStatuses.map((s) => [s.param, s.title]));
  const total = rows.length > 0 ? Number(rows[0]?.total ?? 0) : await countPopular(c, since);
  return {
    data: rows.map((r) => ({
      id: r.id,
      address: r.unparsed_address,
      city: r.city,
      url: propertyUrl(r.id, r.unparsed_address),
      price: Number(r.price),
      status: r.status,
      statusTitle: titles.get(r.status) ?? defaultStatusTitle(r.status),
      views: Number(r.views),
      uniqueViewers: Number(r.viewers),
      favourites: Number(r.favourites),
      questions: Number(r.questions),
      showingRequests: Number(r.showings),
    })),
    pagination: paginationOf(total, rows.length, POPULAR_PER_PAGE, query.page),
    since: since.toISOString(),
  };
}

/** A page past the end has no row to carry the total: count it on its own (rare: a stale link). */
async function countPopular(c: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(sql`
    select count(*) as n from (
      select property_id from activities where company_id = ${c} and type = 'property-view' and occurred_at >= ${since} and property_id is not null
      union select property_id from favourites where company_id = ${c} and created_at >= ${since}
      union select property_id from questions where company_id = ${c} and created_at >= ${since} and property_id is not null
      union select property_id from showing_requests where company_id = ${c} and created_at >= ${since}
    ) ids join properties p on p.id = ids.property_id`);
  return Number(row?.n ?? 0);
}
