import { ACTIVITY_TYPES, type ActivityType } from '@/lib/db/schema/activities';
import type { LeadStage } from '@/lib/db/schema/leads';
import { type Draft, type DraftEnv, draftsOf, stagePath, type TodoRef } from './activity-catalogue';
import { type CrmSeedContext, DAY, HOUR, MINUTE, type SeededLead, wordsFor } from './crm-context';
import { fill, TODOS } from './crm-phrases';

/** What each stage's leads hear and do, with weights: a new lead has only heard from the robots. */
const AUTOMATIC: [ActivityType, number][] = [
  ['property-view', 14], ['e-alert', 6], ['e-alert-open', 4], ['e-alert-click', 2], ['return-visit', 3], ['lead-search', 2], ['email-open', 2],
  ['drip-plan-email', 3], ['drip-plan-text', 1], ['smart-text', 1], ['house-favorite-added', 1.5], ['delayed-email', 0.5],
];
const ATTEMPTS: [ActivityType, number][] = [['call-added', 6], ['text', 4], ['email', 3], ['auto-call', 1], ['voice-mail', 0.5], ['scheduled-text', 0.5]];
const WORK: [ActivityType, number][] = [
  ['call-added', 6], ['text', 6], ['email', 4], ['add-note', 3], ['todo-added', 3], ['call-incoming', 1.5], ['gmail', 1], ['gmail-reply', 0.7],
  ['email-click', 1], ['house-favorite-removed', 0.7], ['drip-plan-call', 0.5], ['drip-plan-todo', 0.5], ['e-alert-frequency-changed', 0.4],
];
/** The long timelines draw from every type, so each tenant shows all of SPEC §3's. */
const EVERYTHING: [ActivityType, number][] = [
  ...AUTOMATIC, ...ATTEMPTS, ...WORK,
  ['drip-plan-status', 0.4], ['drip-voice-mail', 0.4], ['delayed-drip-plan', 0.2], ['scheduled-drip-plan', 0.2], ['reverse-phone-number', 0.1], ['auto-call', 0.4], ['smart-text', 0.4],
];

const EVENTS_BY_STAGE: Record<LeadStage, [number, number]> = {
  new: [1, 4], attempted: [3, 8], contacted: [4, 10], nurture: [3, 9], appointment: [6, 14], active: [8, 20], under_contract: [8, 18], closed: [4, 10], lost: [1, 4],
};

function poolFor(lead: SeededLead): [ActivityType, number][] {
  if (lead.buyerAgentId === null || lead.stage === 'new') return AUTOMATIC;
  if (lead.stage === 'attempted' || lead.stage === 'lost') return [...AUTOMATIC, ...ATTEMPTS];
  return [...AUTOMATIC, ...ATTEMPTS, ...WORK];
}

/**
 * One lead's last three months: how it was routed, claimed and handed on, its walk through
 * the stages, and the calls, texts, e-mails, alerts and visits between — denser lately, so
 * the feed's newest entries are minutes old. `long` makes a 60–150 entry timeline.
 */
export function leadStory(env: DraftEnv, long: boolean): Draft[] {
  const { rng, ctx, lead } = env;
  const now = ctx.now.getTime();
  const start = Math.max(lead.createdAt.getTime() + 30 * MINUTE, now - 90 * DAY);
  // Closed and lost leads went quiet some time ago; the rest are being worked right now.
  const end = lead.stage === 'closed' || lead.stage === 'lost' ? now - rng.int(2, 20) * DAY : now - rng.int(3, 8 * 60) * MINUTE;
  if (end <= start) return [];
  const when = (skew = 1.6) => Math.round(end - (end - start) * Math.pow(rng.next(), skew));
  const drafts: Draft[] = [];
  const add = (type: ActivityType, at: number) => drafts.push(...draftsOf(type, env, at));

  // Arrival: imports, the reverse look-up of the phone, claims and hand-overs.
  const arrived = lead.createdAt.getTime();
  // A lead who arrived yesterday had its hand-overs since, not piled up at this minute.
  const soon = (minutes: number) => arrived + Math.min(minutes * MINUTE, Math.round((now - arrived - MINUTE) * rng.next()));
  if (lead.source === 'Import' || lead.source === 'Zillow' || lead.source === 'Realtor.com') add('auto-import', soon(1));
  if (rng.chance(0.3)) add('reverse-phone-number', soon(2));
  if (lead.buyerAgentId !== null && /pond|first to claim/.test(lead.routingRule)) add('lead-claim', soon(rng.int(20, 3000)));
  else if (lead.buyerAgentId !== null && rng.chance(0.1)) add('transfer', soon(rng.int(60, 5000)));
  if (lead.lenderId !== null) drafts.push({ type: 'transfer', at: soon(rng.int(2000, 20000)), agentId: ctx.brokerId, propertyId: null, data: { type: 'lender', from: null, to: lead.lenderId } });
  if (lead.listingAgentId !== null) drafts.push({ type: 'transfer', at: soon(rng.int(100, 9000)), agentId: ctx.brokerId, propertyId: null, data: { type: 'listingAgent', from: null, to: lead.listingAgentId } });
  if (rng.chance(0.4)) add(rng.chance(0.5) ? 'scheduled-drip-plan' : 'delayed-drip-plan', soon(5));
  if (lead.isSeller) add('seller-delayed-email', soon(3 * 24 * 60));

  // The walk through the stages, in order, by the agent (the nurture step by the drip plan now and then).
  const path = stagePath(lead.stage);
  const times = path.slice(1).map(() => when(0.8)).sort((a, b) => a - b);
  path.slice(1).forEach((to, k) => {
    const from = path[k]!;
    const agentId = lead.buyerAgentId ?? ctx.fallbackAgentId;
    if (to === 'nurture' && rng.chance(0.5)) drafts.push({ type: 'drip-plan-stage', at: times[k]!, agentId: null, propertyId: null, data: { planName: 'Long-term nurture (12 months)', step: 1, from, to } });
    else drafts.push({ type: 'stage', at: times[k]!, agentId, propertyId: null, data: { from, to } });
  });

  const [min, max] = EVENTS_BY_STAGE[lead.stage];
  const pool = long ? EVERYTHING : poolFor(lead);
  for (let n = long ? rng.int(50, 115) : rng.int(min, max); n > 0; n--) add(rng.weighted(pool), when(long ? 1.3 : 1.6));
  // Nothing from the future (a to-do's change is after its creation, still before now).
  return drafts.filter((d) => d.at < now);
}

/**
 * Each agent's day: to-dos due earlier today and later today, a couple overdue and some for
 * the coming days, on their own leads (the dashboard's and calendar's to-do lists).
 */
export function agentDayTodos(ctx: CrmSeedContext): Draft[] {
  const drafts: Draft[] = [];
  const now = ctx.now.getTime();
  const today = new Date(ctx.now);
  today.setUTCHours(13, 0, 0, 0); // 8 or 9 am in New York
  for (const agent of ctx.staff) {
    const mine = ctx.leads.filter((l) => l.buyerAgentId === agent.id || l.lenderId === agent.id || l.listingAgentId === agent.id);
    if (mine.length === 0) continue;
    const dues = [today.getTime() + ctx.rng.int(0, 3) * HOUR, today.getTime() + ctx.rng.int(5, 10) * HOUR, now - ctx.rng.int(1, 4) * DAY, now - ctx.rng.int(20, 60) * HOUR, now + ctx.rng.int(1, 5) * DAY];
    if (ctx.rng.chance(0.5)) dues.push(today.getTime() + ctx.rng.int(2, 9) * HOUR);
    for (const due of dues) {
      const lead = ctx.rng.pick(mine);
      const at = Math.min(due, now) - ctx.rng.int(1, 5) * DAY;
      const todo: TodoRef = { leadId: lead.id, agentId: agent.id, title: fill(ctx.rng.pick(TODOS), wordsFor(ctx, lead)), dueAt: new Date(due), doneAt: null, createdAt: new Date(at) };
      drafts.push({ type: 'todo-added', at, agentId: agent.id, propertyId: null, data: { title: todo.title, dueAt: todo.dueAt.toISOString() }, todo });
    }
  }
  return drafts;
}

/** The leads given long timelines: worked, well along, old enough to fill three months. */
export function pickLongTimelines(ctx: CrmSeedContext): Set<number> {
  const count = Math.max(2, Math.min(7, Math.round(ctx.leads.length / 25)));
  const ranked = ctx.leads
    .filter((l) => l.buyerAgentId !== null && l.stage !== 'new')
    .map((l) => ({ l, score: (['active', 'under_contract', 'appointment'].includes(l.stage) ? 2 : 1) + (l.seen.length >= 4 ? 1 : 0) + (l.createdAt.getTime() < ctx.now.getTime() - 60 * DAY ? 1 : 0) + ctx.rng.next() }))
    .sort((a, b) => b.score - a.score);
  return new Set(ranked.slice(0, count).map((r) => r.l.id));
}

/** Types of SPEC §3 none of the drafts has: the long timelines get one of each. */
export function missingTypes(present: Iterable<ActivityType>): ActivityType[] {
  const have = new Set(present);
  return ACTIVITY_TYPES.filter((type) => !have.has(type));
}
