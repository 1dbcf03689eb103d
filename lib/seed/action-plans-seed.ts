import { eq } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { ActionPlanStep } from '@/lib/db/schema/automation';
import type { ActivityType } from '@/lib/db/schema/activities';
import { renderTemplate, type TemplateValues } from '@/lib/automation/templates';
import { type ActivityRow, type CrmSeedContext, DAY, HOUR, type SeededLead } from './crm-context';

const step = (afterDays: number, kind: ActionPlanStep['kind'], body: string, subject?: string, extra: Partial<ActionPlanStep> = {}): ActionPlanStep =>
  ({ afterDays, kind, template: subject ? { subject, body } : { body }, ...extra });

/** The demo's plans: what a brokerage really runs (the first two are the ones the lead flow and agents use most). */
export const DEMO_PLANS: { name: string; active: boolean; steps: ActionPlanStep[] }[] = [
  {
    name: 'New buyer: first 2 weeks',
    active: true,
    steps: [
      step(0, 'email', 'Hi {{lead.firstName}},\n\nThanks for signing up! I’m {{agent.fullName}} with {{company.name}}. Tell me what matters most in your next home and I’ll keep an eye out.\n\n{{agent.fullName}}\n{{agent.phone}}', 'Welcome, {{lead.firstName}} — your home search'),
      step(1, 'text', 'Hi {{lead.firstName}}, it’s {{agent.firstName}} from {{company.name}}. Any homes you’d like to see this week?'),
      step(2, 'call', 'Call {{lead.firstName}}: budget, timing, pre-approval'),
      step(5, 'email', 'Hi {{lead.firstName}},\n\nA few homes came on the market that fit what you looked at. Want me to set up showings?\n\n{{agent.fullName}}', 'New homes for you, {{lead.firstName}}'),
      step(9, 'call', 'Hi {{lead.firstName}}, {{agent.firstName}} here with {{company.name}}. Just checking in on your search — call me back any time.', undefined, { voiceMail: true }),
      step(13, 'todo', 'Review {{lead.firstName}}’s saved searches and send a short market update'),
    ],
  },
  {
    name: 'Seller nurture',
    active: true,
    steps: [
      step(0, 'email', 'Hi {{lead.firstName}},\n\nThanks for asking about your home’s value. I can prepare a free market analysis with the recent sales around you — just reply with a good time.\n\n{{agent.fullName}}', 'Your home’s value, {{lead.firstName}}'),
      step(3, 'call', 'Call {{lead.firstName}} about a market analysis'),
      step(14, 'email', 'Hi {{lead.firstName}},\n\nHere is what sold near you this month. Inventory is low, which helps sellers.\n\n{{agent.fullName}}', 'What sold near you this month'),
      step(30, 'text', 'Hi {{lead.firstName}}, {{agent.firstName}} here. Still thinking about selling this year? Happy to help.'),
    ],
  },
  {
    name: 'Open-house follow-up',
    active: true,
    steps: [
      step(0, 'text', 'Thanks for stopping by the open house, {{lead.firstName}}! Any questions about the home? — {{agent.firstName}}'),
      step(1, 'email', 'Hi {{lead.firstName}},\n\nGreat to meet you at the open house. Here are similar homes nearby; want to see any of them?\n\n{{agent.fullName}}', 'Homes like the one you saw, {{lead.firstName}}'),
      step(3, 'todo', 'Ask {{lead.firstName}} for feedback on the open house'),
    ],
  },
  {
    name: 'Past client check-in',
    active: false,
    steps: [
      step(0, 'email', 'Hi {{lead.firstName}},\n\nHow are you enjoying the new place? If friends are looking, I’d be glad to help them too.\n\n{{agent.fullName}}', 'Checking in, {{lead.firstName}}'),
      step(180, 'call', 'Call {{lead.firstName}}: anniversary of the purchase'),
    ],
  },
];

const FIRED_TYPE: Record<ActionPlanStep['kind'], ActivityType> = { email: 'drip-plan-email', text: 'drip-plan-text', todo: 'drip-plan-todo', call: 'drip-plan-call' };

/** A run to put on a lead: which plan, started how long ago, and paused by a reply or finished. */
interface RunShape { plan: number; daysAgo: number; pausedAfterDays?: number }
const RUNS: RunShape[] = [
  { plan: 0, daysAgo: 0.2 },
  { plan: 0, daysAgo: 3 },
  { plan: 0, daysAgo: 6, pausedAfterDays: 4 },
  { plan: 1, daysAgo: 4 },
  { plan: 2, daysAgo: 1.5 },
  { plan: 2, daysAgo: 8 },
];

/**
 * /settings → Action plans and the lead page's plans panel (issue 16): the company's plans and
 * a few runs under way on demo leads — steps fired (with their drip-plan-* activities) and
 * steps still to come, one run paused because the lead replied, one finished. The lead flow's
 * rules may name these plans; the lead-flow seed reads them by name.
 */
export async function seedActionPlans(ctx: CrmSeedContext): Promise<void> {
  const { db, companyId, now } = ctx;
  const brokerId = ctx.brokerId;
  const [company] = await db.select({ name: t.companies.name }).from(t.companies).where(eq(t.companies.id, companyId)).limit(1);
  const plans = await db
    .insert(t.actionPlans)
    .values(DEMO_PLANS.map((p, i) => ({ companyId, name: p.name, steps: p.steps, active: p.active, createdBy: brokerId, createdAt: new Date(now.getTime() - (60 - i) * DAY), updatedAt: new Date(now.getTime() - (30 - i) * DAY) })))
    .returning({ id: t.actionPlans.id });
  const candidates = ctx.leads.filter((l) => l.buyerAgentId !== null && ['new', 'attempted', 'contacted', 'nurture'].includes(l.stage));
  const sellers = candidates.filter((l) => l.isSeller);
  const buyers = candidates.filter((l) => !l.isSeller);
  const used = new Set<number>();
  const pick = (pool: SeededLead[]) => pool.find((l) => !used.has(l.id)) ?? candidates.find((l) => !used.has(l.id));
  const activities: ActivityRow[] = [];
  for (const shape of RUNS) {
    const lead = pick(shape.plan === 1 ? sellers : buyers);
    if (!lead) break;
    used.add(lead.id);
    const plan = DEMO_PLANS[shape.plan]!;
    const planId = plans[shape.plan]!.id;
    const start = now.getTime() - shape.daysAgo * DAY;
    const pausedAt = shape.pausedAfterDays === undefined ? null : start + shape.pausedAfterDays * DAY;
    const dueOf = (s: ActionPlanStep) => start + s.afterDays * DAY;
    const fires = (s: ActionPlanStep) => dueOf(s) <= (pausedAt ?? now.getTime());
    const finished = plan.steps.every(fires);
    const [run] = await db.insert(t.leadActionPlans).values({
      companyId, leadId: lead.id, planId, appliedBy: lead.buyerAgentId, startedAt: new Date(start),
      status: finished ? 'finished' : pausedAt !== null ? 'paused' : 'active',
      pausedAt: pausedAt === null ? null : new Date(pausedAt), reason: finished ? 'All steps done' : pausedAt !== null ? 'The lead replied by text' : null,
      endedAt: finished ? new Date(dueOf(plan.steps.at(-1)!)) : null,
    }).returning({ id: t.leadActionPlans.id });
    const leadPlanId = run!.id;
    await db.insert(t.dripSteps).values(plan.steps.map((s, stepIndex) => ({
      companyId, leadId: lead.id, leadPlanId, stepIndex, step: s, dueAt: new Date(dueOf(s)),
      status: fires(s) ? ('fired' as const) : ('scheduled' as const), firedAt: fires(s) ? new Date(dueOf(s)) : null,
    })));
    const agent = ctx.staff.find((a) => a.id === lead.buyerAgentId);
    const values: TemplateValues = {
      'lead.firstName': lead.firstName, 'lead.lastName': lead.lastName, 'lead.fullName': `${lead.firstName} ${lead.lastName}`,
      'agent.firstName': agent?.firstName, 'agent.lastName': agent?.lastName, 'agent.fullName': agent ? `${agent.firstName} ${agent.lastName}` : null,
      'agent.phone': agent?.phone ?? null, 'company.name': company?.name ?? null,
    };
    const base = { planId, planName: plan.name, leadPlanId };
    activities.push({ companyId, leadId: lead.id, agentId: lead.buyerAgentId, type: 'scheduled-drip-plan', occurredAt: new Date(start), data: { ...base, steps: plan.steps.length, startsAt: new Date(start).toISOString() } });
    plan.steps.forEach((s, i) => {
      if (!fires(s)) return;
      const body = renderTemplate(s.template.body, values);
      const data = s.kind === 'email' ? { subject: renderTemplate(s.template.subject ?? '', values), body }
        : s.kind === 'text' ? { body }
        : s.kind === 'call' && s.voiceMail ? { script: body }
        : { title: body, dueAt: new Date(dueOf(s)).toISOString() };
      activities.push({ companyId, leadId: lead.id, agentId: null, type: s.kind === 'call' && s.voiceMail ? 'drip-voice-mail' : FIRED_TYPE[s.kind], occurredAt: new Date(dueOf(s) + 2 * 60_000), data: { ...base, step: i + 1, kind: s.kind, ...data } });
    });
    if (pausedAt !== null) {
      activities.push({ companyId, leadId: lead.id, agentId: null, type: 'text-reply', occurredAt: new Date(pausedAt), data: { body: 'Thanks! We are taking a break from looking for a couple of weeks.' } });
      activities.push({ companyId, leadId: lead.id, agentId: null, type: 'drip-plan-status', occurredAt: new Date(pausedAt + 1000), data: { ...base, status: 'paused', reason: 'The lead replied by text' } });
    }
    if (finished) activities.push({ companyId, leadId: lead.id, agentId: null, type: 'drip-plan-stage', occurredAt: new Date(dueOf(plan.steps.at(-1)!) + HOUR), data: { ...base, stage: 'finished' } });
  }
  if (activities.length) await db.insert(t.activities).values(activities);
}
