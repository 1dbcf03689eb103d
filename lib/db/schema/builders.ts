import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * Reviews of home builders (SPEC §7 GET /properties/{id}/builder-reviews). Like listings they
 * are not a company's own: a review is about the builder, whose name a new listing carries in
 * its extra information (`extra_info.builder`).
 */
export const builderReviews = pgTable(
  'builder_reviews',
  {
    id: id(),
    builder: text('builder').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
  },
  (t) => [index('builder_reviews_builder_idx').on(t.builder, t.reviewedOn.desc()), check('builder_reviews_rating_ck', sql`${t.rating} between 1 and 5`)],
);
