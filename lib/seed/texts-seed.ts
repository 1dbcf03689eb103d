import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { type CrmSeedContext, MINUTE } from './crm-context';

/** A company's main line and its broker's own line: 555-01xx is the range set aside for fiction, so 555-09xx here. */
export const companyLine = (companyId: number) => `+1631555${String(900 + (companyId % 50) * 2).padStart(4, '0')}`;
const brokerLine = (companyId: number) => `+1631555${String(901 + (companyId % 50) * 2).padStart(4, '0')}`;

type Turn = { out: boolean; body: string; minutesAgo: number; status?: t.TextStatus; error?: string; keyword?: 'stop' };

/** Conversations as an agent's phone would show them: answered, failed and retried, an opt-out. */
const CONVERSATIONS: Turn[][] = [
  [
    { out: true, body: 'Hi {first}, it’s {agent}. Saw you saved the colonial on Maple. Want to see it this weekend?', minutesAgo: 26 * 60, status: 'delivered' },
    { out: false, body: 'Yes! Saturday morning works for us.', minutesAgo: 25 * 60 },
    { out: true, body: 'Great — 10:30 Saturday. I’ll send the address.', minutesAgo: 24 * 60, status: 'delivered' },
    { out: false, body: 'Can we also look at the one on Pine St?', minutesAgo: 35 },
  ],
  [
    { out: true, body: 'Hi {first}, {agent} here. Any questions about the listings I sent?', minutesAgo: 3 * 24 * 60, status: 'failed', error: 'The carrier reported it undelivered (30006: landline or unreachable carrier)' },
    { out: true, body: 'Trying again, {first}: are you still looking?', minutesAgo: 2 * 24 * 60, status: 'sent' },
  ],
  [
    { out: true, body: 'Hi {first}, new homes just hit the market in your price range. Want a list?', minutesAgo: 5 * 24 * 60, status: 'delivered' },
    { out: false, body: 'STOP', minutesAgo: 5 * 24 * 60 - 12, keyword: 'stop' },
  ],
  [
    { out: true, body: 'Hi {first}, thanks for signing up! I’m {agent}, your local agent. Text me anytime.', minutesAgo: 50, status: 'recorded' },
  ],
];

/**
 * The SMS side of a company's demo (issue 16): its main line and the broker's own line in
 * sms_numbers (inbound texts to them land on the right lead), and a few conversations on leads
 * with phones — delivered, answered, a failed text and its retry, a lead who texted STOP — with
 * their `text` / `text-reply` activities, as the product writes them. Deterministic.
 */
export async function seedTexts(ctx: CrmSeedContext): Promise<void> {
  const { db, companyId, now } = ctx;
  await db.insert(t.smsNumbers).values([
    { phone: companyLine(companyId), companyId, agentId: null },
    { phone: brokerLine(companyId), companyId, agentId: ctx.brokerId },
  ]).onConflictDoNothing();
  const leads = await db
    .select({ id: t.leads.id, firstName: t.leads.firstName, phone: t.leads.phone, buyerAgentId: t.leads.buyerAgentId })
    .from(t.leads)
    .where(and(eq(t.leads.companyId, companyId), isNotNull(t.leads.phone), isNotNull(t.leads.buyerAgentId)))
    .orderBy(asc(t.leads.id))
    .limit(CONVERSATIONS.length);
  for (const [i, lead] of leads.entries()) {
    const agent = ctx.staff.find((a) => a.id === lead.buyerAgentId);
    if (!lead.phone || !agent) continue;
    const fill = (s: string) => s.replace('{first}', lead.firstName ?? 'there').replace('{agent}', agent.firstName);
    for (const turn of CONVERSATIONS[i]!) {
      const at = new Date(now.getTime() - turn.minutesAgo * MINUTE);
      const body = fill(turn.body);
      if (turn.out) {
        const status = turn.status ?? 'recorded';
        const [text] = await db.insert(t.outgoingTexts).values({
          companyId, leadId: lead.id, agentId: agent.id, kind: 'text', toPhone: lead.phone, fromPhone: companyLine(companyId), body, status,
          providerId: status === 'recorded' ? null : `SM-demo-${companyId}-${lead.id}-${turn.minutesAgo}`, error: turn.error ?? null,
          attempts: status === 'failed' ? 5 : status === 'recorded' ? 0 : 1, createdAt: at, sentAt: status === 'recorded' ? null : at,
          deliveredAt: status === 'delivered' ? new Date(at.getTime() + 4000) : null,
        }).returning({ id: t.outgoingTexts.id });
        await db.insert(t.activities).values({ companyId, leadId: lead.id, agentId: agent.id, type: 'text', occurredAt: at, data: { body, textId: text!.id } });
      } else {
        const keyword = turn.keyword ?? null;
        await db.insert(t.activities).values({
          companyId, leadId: lead.id, type: 'text-reply', occurredAt: at,
          data: { body, from: lead.phone, ...(keyword ? { keyword, optedOut: true } : {}), hookId: `sms:demo-${companyId}-${lead.id}-${turn.minutesAgo}` },
        });
        if (keyword === 'stop') await db.update(t.leads).set({ textOptOutAt: at }).where(eq(t.leads.id, lead.id));
      }
    }
  }
}
