import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, leads, todos } from '@/lib/db/schema';
import { notFound } from '@/lib/http/errors';
import { instant, safeText } from '@/lib/http/input';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import type { ActivityItem } from './types';
import { visibleLeadsWhere } from './visible-leads';
import { writtenActivity } from './written-activity';

const title = () => safeText().transform((t) => t.trim()).pipe(z.string().min(1, { error: 'must not be empty' }).max(200, { error: 'must be at most 200 characters' }));

/** POST /api/crm/leads/{id}/todos {title, dueAt}. */
export const todoBody = z.object({ title: title(), dueAt: instant() });
/** PATCH /api/crm/todos/{id} {done?, title?, dueAt?}: at least one. */
export const todoPatchBody = z
  .object({ done: z.boolean({ error: 'must be true or false' }).optional(), title: title().optional(), dueAt: instant().nullable().optional() })
  .refine((b) => b.done !== undefined || b.title !== undefined || b.dueAt !== undefined, { error: 'give done, title or dueAt', path: ['done'] });

/** The to-do and its `todo-added` activity, in one transaction; the to-do is the caller's. */
export async function addLeadTodo(access: CrmAccess, leadId: number, input: z.infer<typeof todoBody>): Promise<ActivityItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const dueAt = new Date(input.dueAt);
    const [todo] = await tx.insert(todos).values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, title: input.title, dueAt }).returning({ id: todos.id });
    const [row] = await tx.insert(activities).values({
      companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'todo-added', data: { todoId: todo!.id, title: input.title, dueAt: dueAt.toISOString() },
    }).returning();
    return writtenActivity(tx, row!);
  });
}

/**
 * PATCH /api/crm/todos/{id}: the change and its `todo-changed` activity {todoId, title, changes}.
 * A to-do of a lead outside the caller's view is 404, as the lead would be.
 */
export async function changeTodo(access: CrmAccess, todoId: number, input: z.infer<typeof todoPatchBody>): Promise<ActivityItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ todo: todos })
      .from(todos)
      .innerJoin(leads, and(eq(leads.companyId, todos.companyId), eq(leads.id, todos.leadId)))
      .where(and(eq(todos.id, todoId), eq(todos.companyId, access.companyId), visibleLeadsWhere(access)))
      .limit(1)
      .for('update', { of: todos });
    if (!found) throw notFound('To-do not found');
    const before = found.todo;
    const set: Partial<typeof todos.$inferInsert> = { updatedAt: new Date() };
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (input.title !== undefined && input.title !== before.title) {
      set.title = input.title;
      changes.title = { from: before.title, to: input.title };
    }
    if (input.dueAt !== undefined) {
      const dueAt = input.dueAt === null ? null : new Date(input.dueAt);
      if (dueAt?.getTime() !== before.dueAt?.getTime()) {
        set.dueAt = dueAt;
        changes.dueAt = { from: before.dueAt?.toISOString() ?? null, to: dueAt?.toISOString() ?? null };
      }
    }
    if (input.done !== undefined && input.done !== (before.doneAt !== null)) {
      set.doneAt = input.done ? new Date() : null;
      changes.done = { from: before.doneAt !== null, to: input.done };
    }
    await tx.update(todos).set(set).where(and(eq(todos.id, before.id), eq(todos.companyId, access.companyId)));
    const [row] = await tx.insert(activities).values({
      companyId: access.companyId, leadId: before.leadId, agentId: access.agentId, type: 'todo-changed',
      data: { todoId: before.id, title: set.title ?? before.title, changes },
    }).returning();
    return writtenActivity(tx, row!);
  });
}
