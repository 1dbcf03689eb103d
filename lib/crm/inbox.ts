import 'server-only';
import { paginationOf, type Pagination } from '@/lib/http/pagination';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { agents, inboxItems, leads, properties } from '@/lib/db/schema';
import type { InboxKind } from '@/lib/db/schema/crm';
import { notFound } from '@/lib/http/errors';
import { propertyUrl } from '@/lib/search/property-json';
import type { CrmAccess } from './access';
import { leadDisplayName } from './lead-name';
import type { InboxItem } from './types';
import { visibleLeadsWhere } from './visible-leads';

export const INBOX_STATES = ['open', 'closed'] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_PER_PAGE = 25;

export interface InboxQuery {
  state: InboxState;
  kind?: InboxKind;
  page: number;
  /** The dashboard shows a few; the list pages 25. */
  perPage?: number;
  /** Open items longest-waiting first (the dashboard's "waiting for an answer"). */
  oldestFirst?: boolean;
}


const columns = {
  id: inboxItems.id,
  kind: inboxItems.kind,
  leadId: inboxItems.leadId,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  emailStatus: leads.emailStatus,
  propertyId: inboxItems.propertyId,
  address: properties.unparsedAddress,
  agentId: inboxItems.agentId,
  agentFirstName: agents.firstName,
  agentLastName: agents.lastName,
  message: inboxItems.message,
  questionId: inboxItems.questionId,
  createdAt: inboxItems.createdAt,
  closedAt: inboxItems.closedAt,
};

/** The inbox joined to what it names; every read goes through the caller's lead view (DESIGN §9). */
function visibleItems(db: Db, access: CrmAccess, where: SQL | undefined) {
  return db
    .select(columns)
    .from(inboxItems)
    .innerJoin(leads, and(eq(leads.companyId, inboxItems.companyId), eq(leads.id, inboxItems.leadId)))
    .leftJoin(properties, eq(properties.id, inboxItems.propertyId))
    .leftJoin(agents, and(eq(agents.companyId, inboxItems.companyId), eq(agents.id, inboxItems.agentId)))
    .where(and(eq(inboxItems.companyId, access.companyId), visibleLeadsWhere(access), where));
}

export type InboxRow = Awaited<ReturnType<typeof visibleItems>>[number];

export function toInboxItem(row: InboxRow): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    lead: { id: row.leadId, fullName: leadDisplayName({ id: row.leadId, firstName: row.firstName, lastName: row.lastName, email: row.email }) },
    property: row.propertyId !== null && row.address !== null ? { id: row.propertyId, address: row.address, url: propertyUrl(row.propertyId, row.address) } : null,
    agent: row.agentId !== null && row.agentFirstName !== null ? { id: row.agentId, name: `${row.agentFirstName} ${row.agentLastName ?? ''}`.trim() } : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function stateWhere(state: InboxState, kind: InboxKind | undefined): SQL | undefined {
  return and(state === 'open' ? isNull(inboxItems.closedAt) : isNotNull(inboxItems.closedAt), kind ? eq(inboxItems.kind, kind) : undefined);
}

/**
 * GET /api/crm/inbox: open items newest first, closed ones most recently closed first, only
 * of leads the caller sees; 25 a page.
 */
export async function listInbox(access: CrmAccess, query: InboxQuery): Promise<{ data: InboxItem[]; pagination: Pagination }> {
  const db = await getDb();
  const perPage = query.perPage ?? INBOX_PER_PAGE;
  const where = stateWhere(query.state, query.kind);
  const order = query.oldestFirst
    ? [asc(inboxItems.createdAt), asc(inboxItems.id)]
    : query.state === 'open' ? [desc(inboxItems.createdAt), desc(inboxItems.id)] : [desc(inboxItems.closedAt), desc(inboxItems.id)];
  const [rows, total] = await Promise.all([
    visibleItems(db, access, where).orderBy(...order).limit(perPage).offset((query.page - 1) * perPage),
    countInbox(access, query.state, query.kind),
  ]);
  return {
    data: rows.map(toInboxItem),
    pagination: paginationOf(total, rows.length, perPage, query.page),
  };
}

/** How many items of this state (and kind) the caller sees. */
export async function countInbox(access: CrmAccess, state: InboxState, kind?: InboxKind): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxItems)
    .innerJoin(leads, and(eq(leads.companyId, inboxItems.companyId), eq(leads.id, inboxItems.leadId)))
    .where(and(eq(inboxItems.companyId, access.companyId), visibleLeadsWhere(access), stateWhere(state, kind)));
  return Number(row?.n ?? 0);
}

/** One item the caller sees, else 404 with no hint whether it exists (another company's, a lead outside their view). */
export async function requireVisibleInboxItem(db: Db, access: CrmAccess, id: number): Promise<InboxRow> {
  const [row] = await visibleItems(db, access, eq(inboxItems.id, id)).limit(1);
  if (!row) throw notFound('Inbox item not found');
  return row;
}
