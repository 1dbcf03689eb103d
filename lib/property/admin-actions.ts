import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import { RATING_WEIGHTS } from '@/lib/filters/limits';
import { notFound, unprocessable } from '@/lib/http/errors';
import type { Company } from '@/lib/tenancy/company';

/**
 * SPEC §6 "Admin: can update a property's source-specific data" (PUT
 * /api/admin/sources/{source}/properties/{id}/{action}). The actions (SPEC names none; ours):
 * - `rating` {rating}: a manual deal rating (SPEC §4: sets the rating and isManuallyRated);
 * - `extra-info` {extraInfo}: merge facts into the listing's extra information (SPEC §3 extraInfo);
 *   a null value removes a key.
 */
const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);
export const ADMIN_ACTIONS = {
  rating: z.object({ rating: z.number().int().refine((n) => (RATING_WEIGHTS as readonly number[]).includes(n), 'must be a deal rating weight (60, 50, 40, 30, 20 or 10)') }),
  'extra-info': z.object({ extraInfo: z.record(z.string().min(1).max(60), scalar).refine((r) => Object.keys(r).length <= 50, 'at most 50 keys') }),
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

export const isAdminAction = (action: string): action is AdminAction => Object.hasOwn(ADMIN_ACTIONS, action);

/** The listing, when it is one of this company's feed `sourceCode`'s. */
async function ownListing(company: Company, sourceCode: string, id: number) {
  const source = company.mlsSources.find((s) => s.code === sourceCode);
  if (!source) throw notFound('Source not found');
  const db = await getDb();
  const [row] = await db
    .select({ id: properties.id, extraInfo: properties.extraInfo })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.sourceId, source.id)));
  if (!row) throw notFound('Property not found');
  return row;
}

export async function applyAdminAction(company: Company, sourceCode: string, id: number, action: AdminAction, input: unknown) {
  const parsed = ADMIN_ACTIONS[action].safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw unprocessable(`${field}: ${issue?.message ?? 'invalid'}`, { [field]: issue?.message ?? 'invalid' });
  }
  const listing = await ownListing(company, sourceCode, id);
  const db = await getDb();
  if (action === 'rating') {
    const { rating } = parsed.data as z.infer<(typeof ADMIN_ACTIONS)['rating']>;
    await db.update(properties).set({ dealRating: rating, isManuallyRated: true, modifiedAt: sql`now()` }).where(eq(properties.id, id));
    return { id, rating, isManuallyRated: true };
  }
  const { extraInfo } = parsed.data as z.infer<(typeof ADMIN_ACTIONS)['extra-info']>;
  const merged = { ...listing.extraInfo };
  for (const [key, value] of Object.entries(extraInfo)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  await db.update(properties).set({ extraInfo: merged, modifiedAt: sql`now()` }).where(eq(properties.id, id));
  return { id, extraInfo: merged };
}
