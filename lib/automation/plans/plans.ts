import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { actionPlans, leadActionPlans } from '@/lib/db/schema';
import type { CrmAccess } from '@/lib/crm/access';
import { forbidden, notFound } from '@/lib/http/errors';
import type { PlanCreateInput, PlanPatchInput } from './plan-input';
import type { ActionPlanItem } from './plan-types';

/** Every agent type but lenders lists plans and applies them (a lender's part is the loan). */
export function requirePlanUser(access: CrmAccess): void {
  if (access.type === 'lender') throw forbidden('Lenders do not use action plans');
}

/** Brokers and admins write plans. */
export function requirePlanManager(access: CrmAccess): void {
  if (!access.canManage) throw forbidden('Only brokers and admins edit action plans');
}

async function plansOf(db: Db, companyId: number, planId?: number): Promise<ActionPlanItem[]> {
  const runs = db
    .select({
      planId: leadActionPlans.planId,
      active: sql<number>`count(*) filter (where ${leadActionPlans.status} = 'active')`.mapWith(Number).as('runs_active'),
      paused: sql<number>`count(*) filter (where ${leadActionPlans.status} = 'paused')`.mapWith(Number).as('runs_paused'),
    })
    .from(leadActionPlans)
    .where(eq(leadActionPlans.companyId, companyId))
    .groupBy(leadActionPlans.planId)
    .as('runs');
  const rows = await db
    .select({ plan: actionPlans, active: runs.active, paused: runs.paused })
    .from(actionPlans)
    .leftJoin(runs, eq(runs.planId, actionPlans.id))
    .where(and(eq(actionPlans.companyId, companyId), planId === undefined ? undefined : eq(actionPlans.id, planId)))
    .orderBy(asc(actionPlans.name), asc(actionPlans.id));
  return rows.map(({ plan, active, paused }) => ({
    id: plan.id,
    name: plan.name,
    steps: plan.steps,
    active: plan.active,
    runs: { active: Number(active ?? 0), paused: Number(paused ?? 0) },
    updatedAt: plan.updatedAt.toISOString(),
  }));
}

/** GET /api/crm/action-plans: the company's plans by name. */
export async function listActionPlans(access: CrmAccess): Promise<ActionPlanItem[]> {
  requirePlanUser(access);
  return plansOf(await getDb(), access.companyId);
}

/** POST /api/crm/action-plans. */
export async function createActionPlan(access: CrmAccess, input: PlanCreateInput): Promise<ActionPlanItem> {
  requirePlanManager(access);
  const db = await getDb();
  const [row] = await db
    .insert(actionPlans)
    .values({ companyId: access.companyId, name: input.name, steps: input.steps, active: input.active ?? true, createdBy: access.agentId })
    .returning({ id: actionPlans.id });
  const [plan] = await plansOf(db, access.companyId, row!.id);
  return plan!;
}

/**
 * PATCH /api/crm/action-plans/{id}: rename, new steps, pause or unpause. Runs under way keep
 * the steps they were applied with (drip_steps holds a copy); a paused plan holds its runs'
 * remaining steps until it is unpaused. Another company's plan is 404.
 */
export async function updateActionPlan(access: CrmAccess, planId: number, input: PlanPatchInput): Promise<ActionPlanItem> {
  requirePlanManager(access);
  const db = await getDb();
  const set: Partial<typeof actionPlans.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) set.name = input.name;
  if (input.steps !== undefined) set.steps = input.steps;
  if (input.active !== undefined) set.active = input.active;
  const [row] = await db
    .update(actionPlans)
    .set(set)
    .where(and(eq(actionPlans.companyId, access.companyId), eq(actionPlans.id, planId)))
    .returning({ id: actionPlans.id });
  if (!row) throw notFound('Action plan not found');
  const [plan] = await plansOf(db, access.companyId, row.id);
  return plan!;
}
