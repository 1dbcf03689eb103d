import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { queryRows } from '@/lib/db/rows';
import { paidSources, paidSourceSpend } from '@/lib/db/schema';
import { badRequest, notFound, unprocessable } from '@/lib/http/errors';
import { zonedTime } from '@/lib/property/schedule';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { CONVERTED_STAGES_SQL } from './reports/stage-activity';
import type { CrmAccess } from './access';
import {
  addMonths, costPer, MAX_PAID_SOURCES, parseMonth, parseMonthRange,
  type MonthRange, type PaidSourceCreate, type PaidSourceFigures, type PaidSourcesAnswer, type PaidSourceUpdate,
} from './paid-sources-types';

/*
 * /admin/lsa/booster's service: a company's paid lead sources, the spend entered per month, and
 * per source over a month range the budget, spend, the leads whose `source` it matches (created
 * in the range) and what each lead and appointment cost. Admins only (the routes say so); every
 * statement names the company, so another company's source is 404.
 */

/** leads.source as the match lists hold it (normaliseSource in SQL): trimmed, spaces collapsed, lower case. */
const LEAD_SOURCE_KEY = sql.raw(`lower(regexp_replace(btrim(l.source), '\\s+', ' ', 'g'))`);

const startOf = (month: string) => {
  const p = parseMonth(month);
  if (!p) throw badRequest('Bad month');
  return zonedTime({ year: p.year, month: p.month, day: 1 }, 0, 0, COMPANY_TIME_ZONE);
};

/** The figures of every source of the company over the range (`from`/`to` as the URL gives them). */
export async function paidSourceFigures(access: CrmAccess, query: { from?: string | undefined; to?: string | undefined }, now = new Date()): Promise<PaidSourcesAnswer> {
  const parsed = parseMonthRange(query, now, COMPANY_TIME_ZONE);
  if (!parsed.ok) throw badRequest(`${parsed.field}: ${parsed.message}`, { [parsed.field]: parsed.message });
  return figuresOver(access.companyId, parsed.range);
}

async function figuresOver(companyId: number, range: MonthRange): Promise<PaidSourcesAnswer> {
  const db = await getDb();
  const fromAt = startOf(range.from);
  const toAt = startOf(addMonths(range.to, 1));
  const sources = await db.select().from(paidSources).where(eq(paidSources.companyId, companyId)).orderBy(asc(paidSources.name), asc(paidSources.id));
  // One pass over the range's leads of the company; a lead counts for the source whose list holds its source.
  const counts = await queryRows<{ id: number; leads: number; appointments: number; closed: number }>(sql`
    select s.id,
      count(l.id)::int as leads,
      (count(l.id) filter (where l.stage in (${CONVERTED_STAGES_SQL}) or l.converted_at is not null))::int as appointments,
      (count(l.id) filter (where l.stage = 'closed'))::int as closed
    from paid_sources s
    join leads l on l.company_id = s.company_id and ${LEAD_SOURCE_KEY} = any(s.match_sources)
      and l.created_at >= ${fromAt.toISOString()}::timestamptz and l.created_at < ${toAt.toISOString()}::timestamptz
    where s.company_id = ${companyId}
    group by s.id`);
  const [all] = await queryRows<{ n: number }>(sql`
    select count(*)::int as n from leads where company_id = ${companyId}
      and created_at >= ${fromAt.toISOString()}::timestamptz and created_at < ${toAt.toISOString()}::timestamptz`);
  const spendRows = await queryRows<{ id: number; month: string; amount: number }>(sql`
    select paid_source_id as id, to_char(month, 'YYYY-MM') as month, amount_cents as amount from paid_source_spend
    where company_id = ${companyId} and month >= ${`${range.from}-01`}::date and month <= ${`${range.to}-01`}::date`);

  const countOf = new Map(counts.map((c) => [c.id, c]));
  const rows: PaidSourceFigures[] = sources.map((s) => {
    const spend = Object.fromEntries(range.months.map((m) => [m, null])) as Record<string, number | null>;
    for (const r of spendRows) if (r.id === s.id) spend[r.month] = Number(r.amount);
    const spendCents = Object.values(spend).reduce<number>((sum, v) => sum + (v ?? 0), 0);
    const c = countOf.get(s.id) ?? { leads: 0, appointments: 0, closed: 0 };
    return {
      id: s.id, name: s.name, matchSources: s.matchSources, monthlyBudgetCents: s.monthlyBudgetCents, active: s.active,
      budgetCents: s.active ? s.monthlyBudgetCents * range.months.length : 0,
      spendCents, spend, leads: c.leads, appointments: c.appointments, closed: c.closed,
      costPerLeadCents: costPer(spendCents, c.leads), costPerAppointmentCents: costPer(spendCents, c.appointments),
    };
  });
  const sum = (key: 'budgetCents' | 'spendCents' | 'leads' | 'appointments' | 'closed') => rows.reduce((n, r) => n + r[key], 0);
  const totals = { budgetCents: sum('budgetCents'), spendCents: sum('spendCents'), leads: sum('leads'), appointments: sum('appointments'), closed: sum('closed') };
  return {
    range: { ...range, timeZone: COMPANY_TIME_ZONE },
    sources: rows,
    totals: { ...totals, costPerLeadCents: costPer(totals.spendCents, totals.leads), costPerAppointmentCents: costPer(totals.spendCents, totals.appointments) },
    allLeads: all?.n ?? 0,
  };
}

type Row = typeof paidSources.$inferSelect;
const shape = (s: Row) => ({ id: s.id, name: s.name, matchSources: s.matchSources, monthlyBudgetCents: s.monthlyBudgetCents, active: s.active });
export type PaidSourceRow = ReturnType<typeof shape>;

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/**
 * What makes a source's name or match list clash with the company's others: the same name (any
 * case), or a lead source another already matches (a lead would count twice). Called with the
 * company row locked, so two admins saving at once cannot both pass.
 */
async function refuseClashes(tx: Tx, companyId: number, id: number | null, name: string | undefined, matches: string[] | undefined) {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
  const others = await tx.select().from(paidSources).where(and(eq(paidSources.companyId, companyId), id === null ? sql`true` : sql`${paidSources.id} <> ${id}`));
  if (id === null && others.length >= MAX_PAID_SOURCES) throw unprocessable(`name: the company has ${MAX_PAID_SOURCES} paid sources already`, { name: `the company has ${MAX_PAID_SOURCES} paid sources already` });
  if (name !== undefined && others.some((o) => o.name.toLowerCase() === name.toLowerCase())) {
    throw unprocessable('name: another paid source has this name', { name: 'another paid source has this name' });
  }
  for (const m of matches ?? []) {
    const owner = others.find((o) => o.matchSources.includes(m));
    if (owner) throw unprocessable(`matchSources: "${m}" already counts for ${owner.name}`, { matchSources: `"${m}" already counts for ${owner.name}` });
  }
}

export async function createPaidSource(access: CrmAccess, input: PaidSourceCreate): Promise<PaidSourceRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await refuseClashes(tx, access.companyId, null, input.name, input.matchSources);
    const [row] = await tx.insert(paidSources).values({ companyId: access.companyId, ...input }).returning();
    if (!row) throw new Error('insert returned nothing');
    return shape(row);
  });
}

export async function updatePaidSource(access: CrmAccess, id: number, input: PaidSourceUpdate): Promise<PaidSourceRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: paidSources.id }).from(paidSources).where(and(eq(paidSources.companyId, access.companyId), eq(paidSources.id, id)));
    if (!found) throw notFound('Paid source not found');
    await refuseClashes(tx, access.companyId, id, input.name, input.matchSources);
    const [row] = await tx.update(paidSources).set({ ...input, updatedAt: new Date() }).where(and(eq(paidSources.companyId, access.companyId), eq(paidSources.id, id))).returning();
    if (!row) throw notFound('Paid source not found');
    return shape(row);
  });
}

/** A month's spend for one source: `amount` cents, or null to clear the month. The month is YYYY-MM (422 naming `month` otherwise). */
export async function setPaidSourceSpend(access: CrmAccess, id: number, month: string, amount: number | null) {
  if (!parseMonth(month)) throw unprocessable('month: must be a month such as 2026-11, from 2000 to 2100', { month: 'must be a month such as 2026-11, from 2000 to 2100' });
  const db = await getDb();
  const [found] = await db.select({ id: paidSources.id }).from(paidSources).where(and(eq(paidSources.companyId, access.companyId), eq(paidSources.id, id)));
  if (!found) throw notFound('Paid source not found');
  const day = `${month}-01`;
  if (amount === null) {
    await db.delete(paidSourceSpend).where(and(eq(paidSourceSpend.companyId, access.companyId), eq(paidSourceSpend.paidSourceId, id), eq(paidSourceSpend.month, day)));
  } else {
    await db
      .insert(paidSourceSpend)
      .values({ companyId: access.companyId, paidSourceId: id, month: day, amountCents: amount })
      .onConflictDoUpdate({ target: [paidSourceSpend.paidSourceId, paidSourceSpend.month], set: { amountCents: amount, updatedAt: new Date() } });
  }
  return { paidSourceId: id, month, amount };
}
