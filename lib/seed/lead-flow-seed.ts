import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { FlowRule, LeadFlow } from '@/lib/automation/lead-flow/schema';

type Staff = (typeof t.agents.$inferSelect)[];

/**
 * The demo company's lead flow (/settings?section=lead-flow): rules by the demo's lead sources
 * (lib/seed/people.ts) with each way of assigning, a lender and, when the company has one, an
 * action plan. Website sign-ups fall to the default rule, the pond, as before the lead flow,
 * so the site's own behaviour (and every test of it) is unchanged. Deterministic: agents by id.
 */
export async function seedLeadFlow(db: Db, companyId: number): Promise<void> {
  // Read afresh: the team seed deactivates some agents after the staff list was drawn.
  const staff: Staff = await db.select().from(t.agents).where(eq(t.agents.companyId, companyId));
  const takers = staff.filter((a) => a.isActive && a.type !== 'lender').sort((a, b) => a.id - b.id).map((a) => a.id);
  if (takers.length === 0) return;
  const lender = staff.filter((a) => a.isActive && a.type === 'lender').sort((a, b) => a.id - b.id)[0]?.id ?? null;
  const [plan] = await db.select({ id: t.actionPlans.id }).from(t.actionPlans).where(and(eq(t.actionPlans.companyId, companyId), eq(t.actionPlans.active, true))).orderBy(asc(t.actionPlans.id)).limit(1);
  const some = (from: number, n: number) => Array.from({ length: Math.min(n, takers.length) }, (_, i) => takers[(from + i) % takers.length]!);
  const rule = (id: string, name: string, match: FlowRule['match'], assignTo: FlowRule['assignTo'], extra: Partial<FlowRule> = {}): FlowRule =>
    ({ id, name, match, assignTo, lenderId: null, actionPlanId: null, ...extra });
  const flow: LeadFlow = {
    rules: [
      rule('demo-referrals', 'Referrals', { source: 'Referral' }, { mode: 'first-to-claim', agentIds: some(0, 3) }),
      rule('demo-luxury', 'Open-house leads $2M+', { source: 'Open house', minPrice: 2_000_000 }, { mode: 'round-robin', agentIds: some(1, 2) }, { actionPlanId: plan?.id ?? null }),
      rule('demo-zillow-sellers', 'Zillow sellers', { source: 'Zillow import', seller: true }, { mode: 'round-robin', agentIds: some(2, 2) }, { lenderId: lender }),
      rule('demo-zillow', 'Zillow import', { source: 'Zillow import' }, { mode: 'round-robin', agentIds: some(0, 4) }, { lenderId: lender, actionPlanId: plan?.id ?? null }),
      rule('demo-google', 'Google Ads', { source: 'Google Ads' }, { mode: 'round-robin', agentIds: some(3, 3) }),
      rule('demo-facebook', 'Facebook', { source: 'Facebook' }, { mode: 'round-robin', agentIds: some(1, 3) }),
    ],
    default: { assignTo: { mode: 'pond', agentIds: [] }, lenderId: null, actionPlanId: null },
  };
  const broker = staff.find((a) => a.type === 'broker' && a.isAdmin)?.id ?? null;
  await db.insert(t.leadFlows).values({ companyId, rules: flow.rules, defaultRule: flow.default, updatedBy: broker }).onConflictDoNothing();
}
