import 'server-only';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { leads, todos } from '@/lib/db/schema';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { CrmAccess } from './access';
import { countInbox, listInbox } from './inbox';
import { leadDisplayName } from './lead-name';
import type { InboxItem } from './types';
import { visibleLeadsWhere } from './visible-leads';

/** What the dashboard's counters say; each links to the list it counts. */
export interface DashboardCounts {
  openInbox: number;
  hotLeads: number;
  todosOverdue: number;
  /** Due from now to the end of today (company time zone). */
  todosDueToday: number;
  /** Leads still at stage `new` that arrived in the last seven days. */
  newLeadsThisWeek: number;
}

export interface DashboardTodo {
  id: number;
  title: string;
  dueAt: string | null;
  lead: { id: number; fullName: string };
}

export interface AgentDay {
  counts: DashboardCounts;
  todos: DashboardTodo[];
  inbox: InboxItem[];
}

const WEEK_MS = 7 * 86_400_000;
const TODOS_SHOWN = 10;
const INBOX_SHOWN = 5;

/** The next midnight in the company's time zone: "today" ends there. */
const endOfToday = sql`(date_trunc('day', now() at time zone ${COMPANY_TIME_ZONE}) + interval '1 day') at time zone ${COMPANY_TIME_ZONE}`;

/**
 * /dashboard, the agent's day: counts over the leads they see (visibleLeadsWhere), their own
 * open to-dos due soonest, and the newest open inbox items. One round of parallel reads.
 */
export async function agentDay(access: CrmAccess, now = new Date()): Promise<AgentDay> {
  const db = await getDb();
  const visible = visibleLeadsWhere(access);
  const mine = and(eq(todos.companyId, access.companyId), eq(todos.agentId, access.agentId), isNull(todos.doneAt), visible);
  const [openInbox, [leadCounts], [todoCounts], todoRows, inbox] = await Promise.all([
    countInbox(access, 'open'),
    db
      .select({
        hot: sql<number>`count(*) filter (where ${isNotNull(leads.hotAt)})::int`,
        fresh: sql<number>`count(*) filter (where ${and(eq(leads.stage, 'new'), gte(leads.createdAt, new Date(now.getTime() - WEEK_MS)))})::int`,
      })
      .from(leads)
      .where(visible),
    db
      .select({
        overdue: sql<number>`count(*) filter (where ${lt(todos.dueAt, now)})::int`,
        today: sql<number>`count(*) filter (where ${todos.dueAt} >= ${now} and ${todos.dueAt} < ${endOfToday})::int`,
      })
      .from(todos)
      .innerJoin(leads, and(eq(leads.companyId, todos.companyId), eq(leads.id, todos.leadId)))
      .where(mine),
    db
      .select({ id: todos.id, title: todos.title, dueAt: todos.dueAt, leadId: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email })
      .from(todos)
      .innerJoin(leads, and(eq(leads.companyId, todos.companyId), eq(leads.id, todos.leadId)))
      .where(mine)
      .orderBy(sql`${todos.dueAt} asc nulls last`, asc(todos.id))
      .limit(TODOS_SHOWN),
    listInbox(access, { state: 'open', page: 1, perPage: INBOX_SHOWN }),
  ]);
  return {
    counts: {
      openInbox,
      hotLeads: Number(leadCounts?.hot ?? 0),
      todosOverdue: Number(todoCounts?.overdue ?? 0),
      todosDueToday: Number(todoCounts?.today ?? 0),
      newLeadsThisWeek: Number(leadCounts?.fresh ?? 0),
    },
    todos: todoRows.map((t) => ({
      id: t.id,
      title: t.title,
      dueAt: t.dueAt?.toISOString() ?? null,
      lead: { id: t.leadId, fullName: leadDisplayName({ id: t.leadId, firstName: t.firstName, lastName: t.lastName, email: t.email }) },
    })),
    inbox: inbox.data,
  };
}
