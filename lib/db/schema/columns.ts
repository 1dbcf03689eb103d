import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key; "by default" so the seed and imports can keep stable ids. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
