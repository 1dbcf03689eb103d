import type { ActivityType } from '@/lib/db/schema/activities';
import { LEAD_STAGES, type LeadStage } from '@/lib/db/schema/leads';
import type { Rng } from './random';
import { type CrmSeedContext, DAY, HOUR, MINUTE, type SeededLead, wordsFor } from './crm-context';
import { AGENT_EMAILS, AGENT_TEXTS, CALL_NOTES, DRIP_PLANS, fill, NOTES, TODOS } from './crm-phrases';

/** A to-do both its todo-added and todo-changed activities point at (the seed gives it its id). */
export interface TodoRef {
  leadId: number;
  agentId: number;
  title: string;
  dueAt: Date;
  doneAt: Date | null;
  createdAt: Date;
}

/** An activity before insert: its note or to-do row is written first and its id put in data. */
export interface Draft {
  type: ActivityType;
  at: number;
  agentId: number | null;
  propertyId: number | null;
  data: Record<string, unknown>;
  note?: string;
  todo?: TodoRef;
}

export interface DraftEnv {
  rng: Rng;
  ctx: CrmSeedContext;
  lead: SeededLead;
  /** The lead's e-alerts (id and name), for e-alert activities. */
  alerts: { id: number; name: string }[];
  /** Who acts for the lead: its buyer agent, or a lender now and then on the lender's leads. */
  actor: () => number | null;
}

/**
 * Call outcomes as the CRM's call form offers them (lib/crm/types.ts CALL_OUTCOMES).
 * Duplicated as plain strings so the seed does not wait on the form's module.
 */
const OUTCOMES: [string, number][] = [['connected', 5], ['left-voicemail', 4], ['no-answer', 4], ['busy', 1], ['wrong-number', 0.3]];
const FREQUENCIES = ['instantly', 'daily', 'twice_a_week', 'weekly', 'monthly'];

const call = (rng: Rng, outcome = rng.weighted(OUTCOMES)) => ({
  outcome,
  durationSeconds: outcome === 'connected' ? rng.int(60, 1500) : outcome === 'left-voicemail' ? rng.int(20, 60) : 0,
  note: outcome === 'connected' ? rng.pick(CALL_NOTES) : outcome === 'left-voicemail' ? 'Left a message.' : '',
});

/**
 * The activity of one type for a lead at a time, with `data` as the product's producers (and
 * the CRM's timeline words) read it: from/to, type, outcome, durationSeconds, note, subject,
 * body, text, title, dueAt, name, count, message, planName, step, status.
 */
export function draftsOf(type: ActivityType, env: DraftEnv, at: number): Draft[] {
  const { rng, ctx, lead } = env;
  const words = wordsFor(ctx, lead);
  const seenId = lead.seen.length ? rng.pick(lead.seen) : null;
  const d = (data: Record<string, unknown>, agentId: number | null = null, propertyId: number | null = null): Draft[] => [{ type, at, agentId, propertyId, data }];
  const alert = env.alerts.length ? rng.pick(env.alerts) : null;
  switch (type) {
    case 'created':
      return d({ source: lead.source });
    case 'sign-up':
    case 'sign-up-partial':
    case 'sign-up-finish':
      return d({ signUpType: lead.isSeller ? 'propertyPrice' : 'register' });
    case 'lead-routing':
      return d({ rule: lead.routingRule });
    case 'lead-claim':
      return d({ from: 'pond' }, lead.buyerAgentId ?? ctx.fallbackAgentId);
    case 'transfer': {
      const others = ctx.staff.filter((a) => a.type !== 'lender' && a.id !== lead.buyerAgentId);
      const from = others.length ? rng.pick(others).id : null;
      return d({ type: 'agent', from, to: lead.buyerAgentId ?? ctx.fallbackAgentId }, ctx.brokerId);
    }
    case 'smart-text':
      return d({ body: fill('Hi {first}! Thanks for checking out homes in {town}. Reply YES if you would like a list of new listings.', words) });
    case 'auto-call':
      return d(call(rng, rng.pick(['no-answer', 'left-voicemail', 'connected'])));
    case 'reverse-phone-number':
      return d({ name: `${lead.firstName} ${lead.lastName}`, carrier: rng.pick(['Verizon Wireless', 'T-Mobile', 'AT&T Mobility', 'Optimum']), lineType: rng.pick(['mobile', 'mobile', 'landline']), location: `${words.town}, NY` });
    case 'welcome-email':
      return d({ subject: 'Welcome! Your home search starts here' });
    case 'delayed-email':
      return d({ subject: fill('Still looking in {town}?', words), body: fill('Hi {first}, here are this week’s new listings in {town}.', words) });
    case 'seller-delayed-email':
      return d({ subject: 'What is your home worth this month?', body: fill('Hi {first}, prices near you moved this month. Here is your updated estimate.', words) });
    case 'e-alert':
    case 'e-alert-open':
    case 'e-alert-click':
    case 'e-alert-frequency-changed':
      return alert ? alertDrafts(type, env, at, alert, seenId) : [];
    default:
      return otherDrafts(type, env, at, words, seenId);
  }
}

/** An e-alert's mail, open, click or new frequency: only for a lead who has the alert. */
function alertDrafts(type: ActivityType, { rng }: DraftEnv, at: number, alert: { id: number; name: string }, seenId: number | null): Draft[] {
  const d = (data: Record<string, unknown>, propertyId: number | null = null): Draft[] => [{ type, at, agentId: null, propertyId, data }];
  switch (type) {
    case 'e-alert': {
      const count = rng.int(1, 12);
      return d({ eAlertId: alert.id, name: alert.name, updates: count, count });
    }
    case 'e-alert-open':
      return d({ eAlertId: alert.id, name: alert.name });
    case 'e-alert-click':
      return d({ eAlertId: alert.id, name: alert.name, url: '/homedetails' }, seenId);
    case 'e-alert-frequency-changed': {
      const [from, to] = rng.shuffle(FREQUENCIES);
      return d({ eAlertId: alert.id, name: alert.name, from, to, via: 'saved-searches' });
    }
    default:
      return [];
  }
}

function otherDrafts(type: ActivityType, env: DraftEnv, at: number, words: ReturnType<typeof wordsFor>, seenId: number | null): Draft[] {
  const { rng, ctx, lead } = env;
  const d = (data: Record<string, unknown>, agentId: number | null = null, propertyId: number | null = null): Draft[] => [{ type, at, agentId, propertyId, data }];
  const plan = rng.pick(lead.isSeller ? [DRIP_PLANS[2]!, DRIP_PLANS[3]!] : DRIP_PLANS);
  const step = rng.int(1, 8);
  switch (type) {
    case 'return-visit':
      return d({ daysAway: rng.int(1, 30) });
    case 'todo-added':
    case 'todo-changed': {
      const agentId = env.actor() ?? ctx.fallbackAgentId;
      const dueAt = new Date(at + rng.int(4, 72) * HOUR);
      const done = dueAt.getTime() < ctx.now.getTime() - HOUR && rng.chance(0.75);
      const todo: TodoRef = { leadId: lead.id, agentId, title: fill(rng.pick(TODOS), words), dueAt, doneAt: done ? new Date(Math.min(dueAt.getTime(), ctx.now.getTime() - 10 * MINUTE)) : null, createdAt: new Date(at) };
      const added: Draft = { type: 'todo-added', at, agentId, propertyId: null, data: { title: todo.title, dueAt: dueAt.toISOString() }, todo };
      if (!todo.doneAt) return [added];
      return [added, { type: 'todo-changed', at: todo.doneAt.getTime(), agentId, propertyId: null, data: { title: todo.title, done: true }, todo }];
    }
    case 'call-added':
      return d(call(rng), env.actor());
    case 'call-incoming':
      return d({ ...call(rng, 'connected'), direction: 'incoming' }, lead.buyerAgentId);
    case 'drip-plan-stage':
      return d({ planName: plan, step, from: 'new', to: 'nurture' });
    case 'drip-plan-email':
      return d({ planName: plan, step, subject: fill(rng.pick(['New listings in {town}', 'Your monthly market report', 'Tips for first-time buyers', 'What your home is worth']), words) });
    case 'drip-plan-call':
      return d({ planName: plan, step, title: fill('Call {first} about the search', words) }, lead.buyerAgentId);
    case 'drip-plan-text':
      return d({ planName: plan, step, body: fill('Hi {first}, {agent} here. Anything new on your wish list?', words) });
    case 'drip-plan-todo':
      return d({ planName: plan, step, title: fill('Send {first} a market update', words) });
    case 'drip-voice-mail':
      return d({ planName: plan, step, durationSeconds: rng.int(20, 45) });
    case 'delayed-drip-plan':
    case 'scheduled-drip-plan':
      return d({ planName: plan, startsAt: new Date(at + rng.int(1, 7) * DAY).toISOString() }, env.actor());
    case 'drip-plan-status':
      return d({ planName: plan, status: rng.pick(['paused', 'completed', 'resumed']), reason: rng.pick(['The lead replied', 'All steps sent', 'Resumed by the agent']) });
    case 'scheduled-text':
      return d({ body: fill(rng.pick(AGENT_TEXTS), words), sendAt: new Date(at + rng.int(2, 48) * HOUR).toISOString() }, env.actor());
    case 'property-view':
      return seenId === null ? [] : d({}, null, seenId);
    case 'house-favorite-added': {
      const fresh = lead.seen.filter((p) => !lead.favourites.includes(p));
      return fresh.length ? d({}, null, rng.pick(fresh)) : [];
    }
    case 'house-favorite-removed':
      return lead.favourites.length ? d({}, null, rng.pick(lead.favourites)) : [];
    case 'email':
    case 'gmail': {
      const [subject, body] = rng.pick(AGENT_EMAILS);
      return d({ subject: fill(subject, words), body: fill(body, words) }, env.actor());
    }
    case 'gmail-reply': {
      const [subject] = rng.pick(AGENT_EMAILS);
      return d({ subject: `Re: ${fill(subject, words)}`, body: 'Thanks, that works for us. Talk soon.' }, null);
    }
    case 'email-open':
      return d({ subject: fill(rng.pick(AGENT_EMAILS)[0], words) });
    case 'email-click':
      return d({ subject: fill(rng.pick(AGENT_EMAILS)[0], words), url: '/homedetails' }, null, seenId);
    case 'text':
      return d({ body: fill(rng.pick(AGENT_TEXTS), words) }, env.actor());
    case 'voice-mail':
      return d({ durationSeconds: rng.int(15, 90), transcript: fill('Hi, it’s {first}, call me back when you can about {street}.', words) }, lead.buyerAgentId);
    case 'auto-import':
      return d({ provider: lead.source === 'Import' ? 'CSV import' : lead.source, fileName: lead.source === 'Import' ? 'open-house-sign-ins.csv' : null });
    case 'lead-search':
      return d({ type: 'search', criteria: { city: words.town.toLowerCase().replace(/ /g, '-'), minbeds: String(rng.int(2, 4)) } });
    case 'estimate-request':
      return d({ address: `${rng.int(10, 999)} ${words.street.split(' ').slice(1).join(' ') || 'Main Road'}, ${words.town}, NY` });
    case 'add-note': {
      const text = fill(rng.pick(NOTES), words);
      return [{ type, at, agentId: env.actor() ?? ctx.fallbackAgentId, propertyId: null, data: { text }, note: text }];
    }
    case 'stage': {
      const from = rng.pick(LEAD_STAGES);
      return d({ from, to: lead.stage === from ? 'nurture' : lead.stage }, lead.buyerAgentId ?? ctx.fallbackAgentId);
    }
    // Questions, showing requests and replies are the inbox's (lib/seed/crm-inbox-seed.ts).
    default:
      return [];
  }
}

/** The stages a lead passed through on its way to its stage now. */
export function stagePath(stage: LeadStage): LeadStage[] {
  switch (stage) {
    case 'new': return ['new'];
    case 'attempted': return ['new', 'attempted'];
    case 'contacted': return ['new', 'attempted', 'contacted'];
    case 'nurture': return ['new', 'contacted', 'nurture'];
    case 'appointment': return ['new', 'contacted', 'appointment'];
    case 'active': return ['new', 'contacted', 'appointment', 'active'];
    case 'under_contract': return ['new', 'contacted', 'appointment', 'active', 'under_contract'];
    case 'closed': return ['new', 'contacted', 'appointment', 'active', 'under_contract', 'closed'];
    case 'lost': return ['new', 'attempted', 'lost'];
  }
}
