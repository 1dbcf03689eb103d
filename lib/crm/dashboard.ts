import 'server-only';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { leads, todos } from '@/lib/db/schema';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import type { Company } from '@/lib/tenancy/company';
import type { CrmAccess } from './access';
import { openHousesToday, showingsToday } from './dashboard-today';
import type { DashboardLead, DashboardOpenHouse, DashboardShowing } from './dashboard-types';
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
  /** Open inbox items, longest-waiting first. */
  inbox: InboxItem[];
  showings: DashboardShowing[];
  openHouses: DashboardOpenHouse[];
  /** At stage `new`, arrived in the last seven days, newest first. */
  newLeads: DashboardLead[];
  /** Hot leads, most recently hot first. */
  hotLeads: DashboardLead[];
}

const WEEK_MS = 7 * 86_400_000;
const TODOS_SHOWN = 10;
const INBOX_SHOWN = 6;
const LEADS_SHOWN = 6;

/** The next midnight in the company's time zone: "today" ends there. */
const endOfToday = sql`(date_trunc('day', now() at time zone ${COMPANY_TIME_ZONE}) + interval '1 day') at time zone ${COMPANY_TIME_ZONE}`;

const leadColumns = { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, email: leads.email, stage: leads.stage, source: leads.source, createdAt: leads.createdAt, hotAt: leads.hotAt };

/**
 * /dashboard, the agent's day: counts over the leads they see (visibleLeadsWhere), their own
 * open to-dos due soonest, today's showings and open houses, the newest new and hot leads, and
 * the open inbox items waiting longest. One round of parallel reads (nine small queries, each
 * on an index: leads by company, todos by agent, showings by agent and time, open houses by time).
 */
export async function agentDay(company: Company, access: CrmAccess, now = new Date()): Promise<AgentDay> {
  const db = await getDb();
  const visible = visibleLeadsWhere(access);
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const mine = and(eq(todos.companyId, access.companyId), eq(todos.agentId, access.agentId), isNull(todos.doneAt), visible);
  const [openInbox, [leadCounts], [todoCounts], todoRows, inbox, showings, openHouses, newRows, hotRows] = await Promise.all([
    countInbox(access, 'open'),
    db
      .select({
        hot: sql<number>`count(*) filter (where ${isNotNull(leads.hotAt)})::int`,
        fresh: sql<number>`count(*) filter (where ${and(eq(leads.stage, 'new'), gte(leads.createdAt, weekAgo))})::int`,
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
    listInbox(access, { state: 'open', page: 1, perPage: INBOX_SHOWN, oldestFirst: true }),
    showingsToday(access, now),
    openHousesToday(company, access, now),
    db.select(leadColumns).from(leads).where(and(visible, eq(leads.stage, 'new'), gte(leads.createdAt, weekAgo))).orderBy(desc(leads.createdAt), desc(leads.id)).limit(LEADS_SHOWN),
    db.select(leadColumns).from(leads).where(and(visible, isNotNull(leads.hotAt))).orderBy(sql`${leads.hotAt} desc nulls last`, desc(leads.id)).limit(LEADS_SHOWN),
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
    showings,
    openHouses,
    newLeads: newRows.map((r) => dashboardLead(r, r.createdAt)),
    hotLeads: hotRows.map((r) => dashboardLead(r, r.hotAt ?? r.createdAt)),
  };
}

function dashboardLead(r: { id: number; firstName: string | null; lastName: string | null; email: string | null; stage: string; source: string | null }, at: Date): DashboardLead {
  return { id: r.id, fullName: leadDisplayName(r), stage: r.stage, source: r.source, at: at.toISOString() };
}
