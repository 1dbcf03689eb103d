import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import type { ActivityType } from '@/lib/db/schema/activities';
import { pauseLeadPlans } from '@/lib/automation/plans/pause';
import { addInboxItem, type PendingMail } from '@/lib/crm/inbox-intake';
import type { Company } from '@/lib/tenancy/company';

/** What every inbound hook answers: the lead it landed on, and whether it had been received before. */
export interface HookResult {
  leadId: number;
  activityId: number | null;
  duplicate: boolean;
}

/**
 * Whether the message a hook names (`sms:<gateway id>`, `mail:<Message-ID>` …) was received
 * before: a gateway that retries a call it thinks failed must not write twice. The lock
 * (held until the transaction ends) makes a second, concurrent delivery wait for the first
 * and then find it, on PGlite and PostgreSQL alike.
 */
export async function alreadyReceived(tx: Db, companyId: number, leadId: number, hookId: string): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hook:${companyId}:${hookId}`}))`);
  const [row] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.companyId, companyId), eq(activities.leadId, leadId), sql`${activities.data}->>'hookId' = ${hookId}`))
    .limit(1);
  return row?.id ?? null;
}

export interface LeadReply {
  company: Company;
  leadId: number;
  type: ActivityType;
  /** The activity's data, as the timeline reads it; `hookId` is added. */
  data: Record<string, unknown>;
  hookId: string;
  agentId?: number | null;
  /** The inbox item's text (kind 'reply'), or null for none. */
  inbox: string | null;
  /** The agent the lead wrote to (an agent's own line), if not the lead's buyer agent. */
  namedAgentId?: number | null;
  /** Why the lead's running action plans pause (DESIGN §12: a reply pauses them), or null to leave them. */
  pause: string | null;
  now: Date;
}

/**
 * Something the lead sent lands where the agent works, in one transaction: the activity on
 * the lead's timeline, the inbox item (kind 'reply', e-mailed to the agent like every inbox
 * arrival; the caller sends the mail after the commit), and the lead's plans paused.
 */
export async function recordLeadReply(tx: Db, reply: LeadReply): Promise<{ activityId: number; mail: PendingMail | null }> {
  const [row] = await tx
    .insert(activities)
    .values({ companyId: reply.company.id, leadId: reply.leadId, agentId: reply.agentId ?? null, type: reply.type, occurredAt: reply.now, data: { ...reply.data, hookId: reply.hookId } })
    .returning({ id: activities.id });
  const activityId = row!.id;
  const mail = reply.inbox === null
    ? null
    : await addInboxItem(tx, { company: reply.company, leadId: reply.leadId, kind: 'reply', activityId, propertyId: null, namedAgentId: reply.namedAgentId ?? null, message: reply.inbox });
  if (reply.pause) await pauseLeadPlans(tx, { companyId: reply.company.id, leadId: reply.leadId, reason: reply.pause, now: reply.now });
  return { activityId, mail };
}
