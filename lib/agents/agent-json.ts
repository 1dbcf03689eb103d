import type { AgentType } from '@/lib/db/schema/agents';
import { formatPhone, telHref } from '@/lib/format/phone';
import { slugify } from '@/lib/text/slug';

/** The columns a public agent card is built from: nothing secret (no password hash, login times, admin flag). */
export interface AgentRow {
  id: number;
  type: AgentType;
  firstName: string;
  lastName: string;
  title: string | null;
  email: string;
  phone: string | null;
  primaryPhone: string | null;
  photoUrl: string | null;
}

/** DESIGN §4: an agent's page lives at /agent-page/{name-slug}/{id}; the id decides, the slug is for people. */
export function agentUrl(id: number, name: string): string {
  return `/agent-page/${slugify(name) || 'agent'}/${id}`;
}

/** SPEC §7 GET /agents item: what a visitor may see of an agent. */
export function agentJson(row: AgentRow) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  // SPEC §1 header: the primary phone is the one to call; the other is the fallback.
  const stored = row.primaryPhone ?? row.phone;
  return {
    id: row.id,
    type: row.type,
    name,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    photo: row.photoUrl,
    phone: stored ? formatPhone(stored) : null,
    phoneHref: stored ? telHref(stored) : null,
    email: row.email,
    url: agentUrl(row.id, name),
  };
}

export type AgentJson = ReturnType<typeof agentJson>;

/** Brokers lead the list, lenders close it (SPEC §3 agent types, in the order a buyer meets them). */
const TYPE_ORDER: Record<AgentType, number> = { broker: 0, agent: 1, realtor: 2, lender: 3 };

export function compareAgents(a: AgentRow, b: AgentRow): number {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id;
}
