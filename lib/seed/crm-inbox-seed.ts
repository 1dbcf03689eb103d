import * as t from '@/lib/db/schema';
import type { ActivityType } from '@/lib/db/schema/activities';
import type { Rng } from './random';
import { type ActivityRow, answererOf, type CrmSeedContext, DAY, HOUR, MINUTE, type SeededLead, wordsFor } from './crm-context';
import { ANSWER_FACTS, ANSWERS, EMAIL_REPLIES, fill, LISTING_QUESTIONS, SHOWING_MESSAGES, TEXT_REPLIES } from './crm-phrases';

export interface InboxSpec {
  kind: 'question' | 'showing' | 'reply';
  lead: SeededLead;
  at: number;
  propertyId: number | null;
  message: string;
  /** A question to the agent from the agent's page (no listing). */
  toAgent?: boolean;
  replyType?: 'email-reply' | 'text-reply';
  subject?: string;
  closed?: { at: number; by: number; answer: string };
}

/**
 * Showing times as the schedule offers them: on a half hour of the bookable day in New York
 * (lib/property/schedule.ts), never two for one agent at once (showings_agent_slot_uq).
 */
function slotBooker(now: Date) {
  const taken = new Set<string>();
  return (agentId: number, daysAhead: number, rng: Rng): Date => {
    const day = new Date(now.getTime() + daysAhead * DAY);
    day.setUTCHours(14, 0, 0, 0);
    let slot = day.getTime() + rng.int(0, 14) * 30 * MINUTE;
    while (taken.has(`${agentId}:${slot}`)) slot += 30 * MINUTE;
    taken.add(`${agentId}:${slot}`);
    return new Date(slot);
  };
}

/**
 * The inbox: questions, showing requests and replies, each a real question, showing or
 * reply activity with its inbox item addressed to the lead's buyer agent (the site agent or
 * broker for a pond lead). Open ones are from the last days, the newest minutes old; closed
 * ones were answered (answeredAt, the agent's e-mail or text back) and closed by the agent.
 */
export class InboxBuilder {
  private specs: InboxSpec[] = [];
  private bookSlot;

  constructor(private ctx: CrmSeedContext) {
    this.bookSlot = slotBooker(ctx.now);
  }

  add(spec: InboxSpec): void {
    this.specs.push(spec);
  }

  /** A lead's message of one kind at a time, with natural words. */
  spec(kind: InboxSpec['kind'], lead: SeededLead, at: number, replyType: InboxSpec['replyType'] = 'email-reply'): InboxSpec {
    const { rng } = this.ctx;
    const propertyId = lead.seen.length ? rng.pick(lead.seen) : rng.pick(this.ctx.listings).id;
    const words = wordsFor(this.ctx, lead, propertyId);
    if (kind === 'question') {
      // Listing questions only: questions from an agent's page are left to the tests that ask them (tests/api/agent-video-question.test.ts counts them).
      return { kind, lead, at, propertyId, message: fill(rng.pick(LISTING_QUESTIONS), words) };
    }
    if (kind === 'showing') {
      const message = rng.pick(SHOWING_MESSAGES);
      return { kind, lead, at, propertyId, message: message ? fill(message, words) : fill('I would like to see {street}.', words) };
    }
    if (replyType === 'email-reply') {
      const [subject, body] = rng.pick(EMAIL_REPLIES);
      return { kind, lead, at, propertyId: null, replyType, subject: fill(subject, words), message: fill(body, words) };
    }
    return { kind, lead, at, propertyId: null, replyType, message: fill(rng.pick(TEXT_REPLIES), words) };
  }

  /** Closes a spec as its agent would: answered a while after it came. */
  close(spec: InboxSpec): InboxSpec {
    const { rng, now } = this.ctx;
    const at = Math.min(spec.at + rng.int(10, 36 * 60) * MINUTE, now.getTime() - 5 * MINUTE);
    const words = wordsFor(this.ctx, spec.lead, spec.propertyId);
    const answer = spec.kind === 'showing'
      ? fill('You are confirmed for {street}. See you there!', words)
      : fill(rng.pick(ANSWERS), { ...words, answer: rng.pick(ANSWER_FACTS) });
    return { ...spec, closed: { at, by: answererOf(this.ctx, spec.lead), answer } };
  }

  async flush(): Promise<void> {
    const { db, companyId, rng, now } = this.ctx;
    const specs = this.specs.sort((a, b) => a.at - b.at);
    const asked = specs.filter((s) => s.kind === 'question');
    const questionIds = asked.length
      ? await db.insert(t.questions).values(asked.map((s) => ({
        companyId, leadId: s.lead.id, propertyId: s.propertyId, agentId: s.toAgent ? answererOf(this.ctx, s.lead) : null, message: s.message,
        answeredAt: s.closed ? new Date(s.closed.at) : null, createdAt: new Date(s.at),
      }))).returning({ id: t.questions.id })
      : [];
    const shown = specs.filter((s) => s.kind === 'showing');
    const showingRows = shown.map((s) => {
      const agentId = answererOf(this.ctx, s.lead);
      // An open request is for the coming days; a closed one was confirmed, and held if its day has passed.
      const daysAhead = s.closed ? Math.round((s.at - now.getTime()) / DAY) + rng.int(1, 4) : rng.int(1, 6);
      const requestedFor = this.bookSlot(agentId, daysAhead, rng);
      const status = !s.closed ? 'requested' as const : requestedFor.getTime() < now.getTime() ? 'done' as const : 'confirmed' as const;
      return { companyId, leadId: s.lead.id, propertyId: s.propertyId!, agentId, requestedFor, message: s.message, status, createdAt: new Date(s.at) };
    });
    const showingIds = shown.length ? await db.insert(t.showingRequests).values(showingRows).returning({ id: t.showingRequests.id }) : [];

    // The lead's own activities first (in spec order, so the reply ids line up), then the agents' answers.
    const idOf = new Map<InboxSpec, number>();
    const leadRows: ActivityRow[] = specs.map((s) => {
      const base = { companyId, leadId: s.lead.id, propertyId: s.propertyId, occurredAt: new Date(s.at) };
      if (s.kind === 'question') {
        const questionId = questionIds[asked.indexOf(s)]!.id;
        idOf.set(s, questionId);
        return { ...base, agentId: answererOf(this.ctx, s.lead), type: 'lead-question', data: s.toAgent ? { questionId, to: 'agent', message: s.message } : { questionId, message: s.message } };
      }
      if (s.kind === 'showing') {
        const k = shown.indexOf(s);
        idOf.set(s, showingIds[k]!.id);
        return { ...base, agentId: showingRows[k]!.agentId, type: 'lead-request-showing', data: { showingId: showingIds[k]!.id, requestedFor: showingRows[k]!.requestedFor.toISOString(), message: s.message } };
      }
      return { ...base, agentId: null, type: s.replyType as ActivityType, data: s.replyType === 'email-reply' ? { subject: s.subject, body: s.message } : { body: s.message } };
    });
    const activityIds = await db.insert(t.activities).values(leadRows).returning({ id: t.activities.id });
    const answers: ActivityRow[] = specs.flatMap((s) => {
      if (!s.closed) return [];
      const byText = s.kind === 'showing' || s.replyType === 'text-reply';
      const subject = s.kind === 'question' ? 'Re: your question' : `Re: ${s.subject ?? 'your message'}`;
      return [{
        companyId, leadId: s.lead.id, agentId: s.closed.by, propertyId: s.propertyId, occurredAt: new Date(s.closed.at - MINUTE),
        type: byText ? 'text' as const : 'email' as const, data: byText ? { body: s.closed.answer } : { subject, body: s.closed.answer },
      }];
    });
    if (answers.length) await db.insert(t.activities).values(answers);

    await db.insert(t.inboxItems).values(specs.map((s, k) => ({
      companyId, leadId: s.lead.id, kind: s.kind, propertyId: s.propertyId, agentId: answererOf(this.ctx, s.lead), message: s.message, createdAt: new Date(s.at),
      questionId: s.kind === 'question' ? idOf.get(s)! : null,
      showingId: s.kind === 'showing' ? idOf.get(s)! : null,
      activityId: s.kind === 'reply' ? activityIds[k]!.id : null,
      closedAt: s.closed ? new Date(s.closed.at) : null,
      closedBy: s.closed?.by ?? null,
    })));
  }
}

const KIND_WEIGHTS: [InboxSpec['kind'], number][] = [['question', 45], ['showing', 30], ['reply', 25]];
const STAGE_WEIGHT: Record<string, number> = { new: 2, attempted: 1, contacted: 2, nurture: 1.5, appointment: 4, active: 4, under_contract: 3, closed: 0.5, lost: 0.5 };

/**
 * About 20 open and 15 closed items for a 150-lead company (a few of each for a tiny seed),
 * on leads that would write: busy stages, the long timelines, a few pond leads.
 */
export function planInbox(ctx: CrmSeedContext, inbox: InboxBuilder, long: Set<number>): void {
  const { rng, now, leads } = ctx;
  if (leads.length === 0 || ctx.listings.length === 0) return;
  const open = Math.max(3, Math.min(17, Math.round(leads.length * 0.12)));
  const closed = Math.max(3, Math.min(15, Math.round(leads.length * 0.1)));
  const weighted = leads.map((l) => [l, (STAGE_WEIGHT[l.stage] ?? 1) * (long.has(l.id) ? 4 : 1)] as [SeededLead, number]);
  let replies = 0;
  for (let k = 0; k < open + closed; k++) {
    const isOpen = k < open;
    // The first three of each state cycle through the kinds, and replies alternate e-mail and text, so even a tiny seed has them all.
    const j = isOpen ? k : k - open;
    const kind = j < 3 ? KIND_WEIGHTS[j]![0] : rng.weighted(KIND_WEIGHTS);
    const lead = rng.weighted(weighted);
    const drawn = isOpen ? now.getTime() - Math.max(4 * MINUTE, Math.round(Math.pow(rng.next(), 2) * 6 * DAY)) : now.getTime() - rng.int(2, 30 * 24) * HOUR;
    // Never before the lead signed up.
    const at = Math.max(drawn, Math.round(lead.createdAt.getTime() + (now.getTime() - lead.createdAt.getTime()) / 3));
    const spec = inbox.spec(kind, lead, at, kind === 'reply' && replies++ % 2 === 1 ? 'text-reply' : 'email-reply');
    inbox.add(isOpen ? spec : inbox.close(spec));
  }
}
