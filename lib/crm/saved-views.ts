import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { savedLeadViews } from '@/lib/db/schema';
import { conflict, notFound, unprocessable } from '@/lib/http/errors';
import { safeText } from '@/lib/http/input';
import type { CrmAccess } from './access';
import type { SavedLeadView } from './leads-list-types';
import { leadsQueryString, parseLeadsQueryString } from './leads-query';

export type { SavedLeadView };

export const MAX_VIEWS = 100;

export const savedViewBodySchema = z.object({
  name: safeText(80)
    .transform((t) => t.trim())
    .refine((t) => t.length > 0, { error: 'must be 1 to 80 characters' }),
  query: safeText(2000),
});

const columns = { id: savedLeadViews.id, name: savedLeadViews.name, query: savedLeadViews.query, createdAt: savedLeadViews.createdAt };
const toView = (row: { id: number; name: string; query: string; createdAt: Date }): SavedLeadView => ({ ...row, createdAt: row.createdAt.toISOString() });
const mine = (access: CrmAccess) => and(eq(savedLeadViews.companyId, access.companyId), eq(savedLeadViews.agentId, access.agentId));

/** The caller's saved views of the leads list ("smart lists"), by name. */
export async function listSavedViews(access: CrmAccess): Promise<SavedLeadView[]> {
  const db = await getDb();
  const rows = await db.select(columns).from(savedLeadViews).where(mine(access)).orderBy(asc(sql`lower(${savedLeadViews.name})`), asc(savedLeadViews.id));
  return rows.map(toView);
}

/**
 * Saves a view. The query must parse as the list's (so opening it never fails) and is stored
 * in its canonical form without the page; a name the agent already uses is 409.
 */
export async function createSavedView(access: CrmAccess, body: z.output<typeof savedViewBodySchema>): Promise<SavedLeadView> {
  const parsed = parseLeadsQueryString(body.query);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'query');
    throw unprocessable(`query: ${field} ${parsed.error.issues[0]?.message ?? 'is not a leads list query'}`, { query: `${field} ${parsed.error.issues[0]?.message ?? 'is invalid'}` });
  }
  const db = await getDb();
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(savedLeadViews).where(mine(access));
  if (Number(n) >= MAX_VIEWS) throw unprocessable(`name: at most ${MAX_VIEWS} saved views`, { name: `at most ${MAX_VIEWS} saved views; delete one first` });
  const [row] = await db
    .insert(savedLeadViews)
    .values({ companyId: access.companyId, agentId: access.agentId, name: body.name, query: leadsQueryString(parsed.data, false) })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw conflict(`You already have a view named “${body.name}”`);
  return toView(row);
}

/** Deletes one of the caller's views; another agent's (or an unknown) id is 404. */
export async function deleteSavedView(access: CrmAccess, id: number): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db.delete(savedLeadViews).where(and(eq(savedLeadViews.id, id), mine(access))).returning({ id: savedLeadViews.id });
  if (!row) throw notFound('View not found');
  return row;
}
