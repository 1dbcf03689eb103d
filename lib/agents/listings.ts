import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@/lib/auth/viewer';
import { queryRows } from '@/lib/db/rows';
import { scopeCondition } from '@/lib/search/conditions';
import { listingColumns } from '@/lib/search/listing-columns';
import type { ListingRow } from '@/lib/search/property-json';
import { listingScope } from '@/lib/search/scope';
import { toPropertyList } from '@/lib/search/service';

/** SPEC §9: ten listings per page; the agent's page shows one page of each list. */
const SHOWN = 10;

/**
 * An agent's listings. Feeds carry no agent id, only ListAgentFullName (shared listings, one
 * per MLS), so an agent's listings are those of this company's feeds whose list agent's name is
 * the agent's "First Last", compared case- and space-insensitively. The search's scope applies
 * (feeds, types, statuses this viewer may see), so a page never shows what the search would hide.
 */
/** A person's name as listings and agents are matched on: trimmed, runs of spaces collapsed, lower case. */
export const normalizedName = (expression: SQL) => sql`lower(regexp_replace(btrim(${expression}), '\\s+', ' ', 'g'))`;

export async function agentListings(viewer: Viewer, name: string) {
  const scope = listingScope(viewer.company, viewer.agent !== null);
  const sameName = sql`${normalizedName(sql`p.list_agent_full_name`)} = ${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
  const [active, sold] = await Promise.all([
    listed(viewer.company.id, sql`${scopeCondition(scope, {})} and ${sameName}`, sql`p.listed_at desc, p.id desc`),
    listed(viewer.company.id, sql`${scopeCondition(scope, { status: ['s'] })} and ${sameName}`, sql`p.close_date desc nulls last, p.id desc`),
  ]);
  const [activeItems, soldItems] = await Promise.all([toPropertyList(viewer, active.rows), toPropertyList(viewer, sold.rows)]);
  return { activeCount: active.total, soldCount: sold.total, active: activeItems, sold: soldItems };
}

async function listed(companyId: number, where: SQL, order: SQL) {
  const rows = await queryRows<ListingRow & { total: string | number }>(
    sql`select ${listingColumns(companyId)}, count(*) over () as total from properties p where ${where} order by ${order} limit ${SHOWN}`,
  );
  return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
}
