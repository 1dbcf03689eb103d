import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import { extraInfoFor } from '@/lib/search/company-overrides';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { builderReviews } from '@/lib/db/schema';
import { listingAccess } from './listing-access';

export interface BuilderReviews {
  builder: string | null;
  average: number | null;
  total: number;
  reviews: { id: number; rating: number; title: string; body: string; authorName: string; reviewedOn: string }[];
}

const NONE: BuilderReviews = { builder: null, average: null, total: 0, reviews: [] };

/**
 * SPEC §7 GET /properties/{id}/builder-reviews: reviews of the builder a listing names
 * (`extra_info.builder`, as this company shows it: its own correction over the feed's), newest
 * first, with their average; none for a home without a builder. Null when the listing is not
 * this viewer's to see.
 */
export async function listingBuilderReviews(viewer: Viewer, id: number): Promise<BuilderReviews | null> {
  if ((await listingAccess(viewer.company, id, viewer.agent !== null)).kind !== 'ok') return null;
  const [row] = await queryRows<{ builder: string | null }>(sql`select ${extraInfoFor(viewer.company.id)}->>'builder' as builder from properties p where p.id = ${id}`);
  return reviewsOfBuilder(row?.builder ?? null);
}

/** The builder a listing's extra information names, if any. */
export function builderName(extraInfo: Record<string, unknown>): string | null {
  return typeof extraInfo.builder === 'string' ? extraInfo.builder : null;
}

/** Reviews of a builder (the listing page already has the name in its extra information). */
export async function reviewsOfBuilder(builder: string | null): Promise<BuilderReviews> {
  if (builder === null) return NONE;
  const db = await getDb();
  const reviews = await db
    .select({ id: builderReviews.id, rating: builderReviews.rating, title: builderReviews.title, body: builderReviews.body, authorName: builderReviews.authorName, reviewedOn: builderReviews.reviewedOn })
    .from(builderReviews)
    .where(eq(builderReviews.builder, builder))
    .orderBy(desc(builderReviews.reviewedOn), desc(builderReviews.id));
  const average = reviews.length === 0 ? null : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
  return { builder, average, total: reviews.length, reviews };
}
