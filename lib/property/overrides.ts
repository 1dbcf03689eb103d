import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { extraInfoFor, manuallyRatedFor, ratingFor } from '@/lib/search/company-overrides';

/**
 * A company's corrections of one shared listing (property_overrides, DESIGN §13): written
 * here, read through lib/search/company-overrides.ts. The feed's own row is never changed, so
 * every other company on the feed keeps seeing what the feed sent, and the next import or
 * deal-rating run does not undo a correction.
 */

export type ExtraValue = string | number | boolean | null;

/** What one admin action changes. Each is one statement, so two admins at once never lose each other's keys. */
export type OverrideChange =
  /** A manual deal rating; null: the feed's rating again. */
  | { kind: 'rating'; rating: number | null }
  /** Keys over the feed's extra information: a value replaces or adds, null hides the key. */
  | { kind: 'extra-info'; extraInfo: Record<string, ExtraValue> }
  /** Back to the feed's values: the rating, some extra keys, or (neither named) everything. */
  | { kind: 'reset'; rating: boolean; extraInfo: string[] };

export interface OverrideState {
  rating: number | null;
  extraInfo: Record<string, ExtraValue>;
}

interface Key {
  companyId: number;
  propertyId: number;
}

const NONE: OverrideState = { rating: null, extraInfo: {} };

/** The company's corrections of the listing, locked for the rest of the transaction. */
export async function lockedOverride(tx: Db, { companyId, propertyId }: Key): Promise<OverrideState> {
  const [row] = await queryRows<{ deal_rating: number | null; extra_info: Record<string, ExtraValue> }>(
    sql`select deal_rating, extra_info from property_overrides where company_id = ${companyId} and property_id = ${propertyId} for update`,
    tx,
  );
  return row ? { rating: row.deal_rating, extraInfo: row.extra_info } : NONE;
}

/** Applies a change; a row left with nothing in it is removed, so reads and searches skip it. */
export async function changeOverride(tx: Db, key: Key, agentId: number, change: OverrideChange): Promise<OverrideState> {
  const { companyId, propertyId } = key;
  const stamp = sql`updated_by = ${agentId}, updated_at = now()`;
  if (change.kind === 'rating') {
    await tx.execute(sql`insert into property_overrides (company_id, property_id, deal_rating, updated_by) values (${companyId}, ${propertyId}, ${change.rating}, ${agentId})
      on conflict (company_id, property_id) do update set deal_rating = excluded.deal_rating, ${stamp}`);
  } else if (change.kind === 'extra-info') {
    await tx.execute(sql`insert into property_overrides (company_id, property_id, extra_info, updated_by) values (${companyId}, ${propertyId}, ${JSON.stringify(change.extraInfo)}::jsonb, ${agentId})
      on conflict (company_id, property_id) do update set extra_info = property_overrides.extra_info || excluded.extra_info, ${stamp}`);
  } else if (!change.rating && change.extraInfo.length === 0) {
    await tx.execute(sql`delete from property_overrides where company_id = ${companyId} and property_id = ${propertyId}`);
  } else {
    const withoutKeys = sql.join([sql`extra_info`, ...change.extraInfo.map((k) => sql`${k}::text`)], sql` - `);
    await tx.execute(sql`update property_overrides set deal_rating = case when ${change.rating}::boolean then null else deal_rating end,
      extra_info = ${withoutKeys}, ${stamp} where company_id = ${companyId} and property_id = ${propertyId}`);
  }
  await tx.execute(sql`delete from property_overrides where company_id = ${companyId} and property_id = ${propertyId} and deal_rating is null and extra_info = '{}'::jsonb`);
  return lockedOverride(tx, key);
}

/** The listing as the company's site now shows it: SPEC §3 rating, isManuallyRated and extraInfo. */
export async function listingAsShown(tx: Db, { companyId, propertyId }: Key) {
  const [row] = await queryRows<{ rating: number | null; manual: boolean; extra: Record<string, ExtraValue> }>(
    sql`select ${ratingFor(companyId)} as rating, ${manuallyRatedFor(companyId)} as manual, ${extraInfoFor(companyId)} as extra from properties p where p.id = ${propertyId}`,
    tx,
  );
  return { rating: row?.rating ?? null, isManuallyRated: row?.manual ?? false, extraInfo: row?.extra ?? {} };
}
