import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { agents } from '@/lib/db/schema';
import type { EMAIL_STATUSES } from '@/lib/db/schema/leads';
import { unprocessable } from '@/lib/http/errors';
import { senderFor } from '@/lib/mail/transport';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';

/**
 * Addresses that cannot take an agent's mail: mail to them bounces or was refused. An
 * unsubscribe is not among them — it stops marketing, not an agent's answer to the lead.
 */
const UNREACHABLE: (typeof EMAIL_STATUSES)[number][] = ['invalid_address', 'hardBounce', 'spam', 'reject'];

/** The lead's address for an agent's mail, or 422 naming `email` (none, or it does not take mail). */
export function reachableLeadEmail(lead: { email: string | null; emailStatus: (typeof EMAIL_STATUSES)[number] }): string {
  if (!lead.email) throw unprocessable('This lead has no e-mail address: add one on the lead’s page, or call or text them', { email: 'The lead has no e-mail address' });
  if (UNREACHABLE.includes(lead.emailStatus)) {
    throw unprocessable('This lead’s e-mail address does not take mail (it bounced or was refused): correct it on the lead’s page', { email: 'The lead’s e-mail address does not take mail' });
  }
  return lead.email;
}

export interface AgentSender {
  /** The agent's name, or the company's when the agent row is gone. */
  name: string;
  /** The company's sending address (a relay accepts only its own senders). */
  address: string;
  /** Replies reach the agent. */
  replyTo: string | null;
}

/** Who an agent's mail to a lead is from: the agent by name, at the company's address, replies to the agent (an action plan's mail too, as the lead's agent). */
export async function agentSender(tx: Db, access: Pick<CrmAccess, 'companyId' | 'agentId'>, company: Company): Promise<AgentSender> {
  const [agent] = await tx
    .select({ firstName: agents.firstName, lastName: agents.lastName, email: agents.email })
    .from(agents)
    .where(and(eq(agents.companyId, access.companyId), eq(agents.id, access.agentId)))
    .limit(1);
  const sender = senderFor(company);
  return {
    name: agent ? `${agent.firstName} ${agent.lastName}` : company.settings.siteName || company.name,
    address: sender.from.address,
    replyTo: agent?.email ?? sender.replyTo,
  };
}
