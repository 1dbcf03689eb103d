import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import type { SearchQuery, Sort } from '@/lib/filters/types';
import type { RatingCorrections } from './company-overrides';
import type { SearchContext } from './conditions';

/**
 * Past this many corrections their ids are not written into the search's SQL; it looks them
 * up itself (correct, slower). Admins correct listings by hand: far fewer in practice.
 */
const MAX_INLINE = 5_000;

async function companyRatingCorrections(companyId: number): Promise<RatingCorrections> {
  const rows = await queryRows<{ property_id: number; deal_rating: number }>(
    sql`select property_id, deal_rating from property_overrides where company_id = ${companyId} and deal_rating is not null limit ${MAX_INLINE + 1}`,
  );
  if (rows.length > MAX_INLINE) return null;
  return new Map(rows.map((r) => [Number(r.property_id), Number(r.deal_rating)]));
}

/**
 * The context with the company's deal-rating corrections, read (one look-up on the table's
 * primary key) only for a search that filters or sorts by deal rating: with none, the search
 * runs exactly as it did before corrections existed.
 */
export async function withRatingCorrections(ctx: SearchContext, query: SearchQuery, sort?: Sort): Promise<SearchContext> {
  if (!query.ratingweight?.length && sort?.field !== 'ratingweight') return ctx;
  return { ...ctx, ratingCorrections: await companyRatingCorrections(ctx.scope.companyId) };
}
