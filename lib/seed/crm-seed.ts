import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { ActivityType } from '@/lib/db/schema/activities';
import { insertInChunks } from './batch';
import { type Draft, type DraftEnv, draftsOf, type TodoRef } from './activity-catalogue';
import { type ActivityRow, type CrmSeedContext, DAY, type ListingRef, type SeededLead } from './crm-context';
import { seedAbTests } from './ab-seed';
import { seedAutomation } from './automation-seed';
import { seedPaidSources } from './booster-seed';
import { seedActionPlans } from './action-plans-seed';
import { seedCalendar } from './calendar-seed';
import { seedCampaigns } from './campaigns-seed';
import { InboxBuilder, planInbox } from './crm-inbox-seed';
import { seedPlanning } from './featured-seed';
import { planHotLeads } from './hot-leads-seed';
import { seedLeadFlow } from './lead-flow-seed';
import { seedIntegrations } from './integrations-seed';
import { seedLeadImport } from './lead-import-seed';
import { seedOpportunities } from './opportunities-seed';
import type { Rng } from './random';
import { seedTeam } from './team-seed';
import { seedTexts } from './texts-seed';
import { agentDayTodos, leadStory, missingTypes, pickLongTimelines } from './timeline-seed';

/** Types whose rows a lead's own visit writes: lastVisitAt is the newest of them. */
const VISIT_TYPES: ActivityType[] = [
  'created', 'sign-up', 'sign-up-partial', 'sign-up-finish', 'property-view', 'house-favorite-added', 'house-favorite-removed', 'return-visit',
  'lead-search', 'lead-question', 'lead-request-showing', 'estimate-request', 'e-alert-click', 'email-click',
];

/**
 * A company's CRM as on a Monday morning (issue 13 item 7): three months of timelines (a few
 * very long), every activity type, each agent's to-dos for today, hot leads, and an inbox of
 * open and closed questions, showing requests and replies. Deterministic: all draws come from
 * `rng`; `now` only places them in time.
 */
export async function seedCrm(
  db: Db, rng: Rng, companyId: number, staff: (typeof t.agents.$inferSelect)[], siteAgentId: number | null,
  leads: SeededLead[], listings: ListingRef[], now: Date,
): Promise<void> {
  const broker = staff.find((a) => a.type === 'broker') ?? staff[0];
  if (!broker || listings.length === 0) return;
  const ctx: CrmSeedContext = { db, rng, companyId, now, staff, fallbackAgentId: siteAgentId ?? broker.id, brokerId: broker.id, leads, listings, listingById: new Map(listings.map((l) => [l.id, l])) };
  const alertRows = await db.select({ id: t.eAlerts.id, leadId: t.eAlerts.leadId, name: t.eAlerts.customName }).from(t.eAlerts).where(eq(t.eAlerts.companyId, companyId));
  const envFor = (lead: SeededLead): DraftEnv => ({
    rng, ctx, lead, alerts: alertRows.filter((a) => a.leadId === lead.id),
    actor: () => (lead.lenderId !== null && rng.chance(0.2) ? lead.lenderId : lead.buyerAgentId),
  });

  const long = pickLongTimelines(ctx);
  const drafts = new Map<number, Draft[]>();
  for (const lead of leads) drafts.set(lead.id, leadStory(envFor(lead), long.has(lead.id)));
  const inbox = new InboxBuilder(ctx);
  const hot = planHotLeads(ctx, inbox);
  planInbox(ctx, inbox, long);
  const todos = agentDayTodos(ctx).flatMap((d) => (d.todo ? [{ leadId: d.todo.leadId, d }] : []));
  await writeDrafts(ctx, [...[...drafts.entries()].flatMap(([leadId, list]) => list.map((d) => ({ leadId, d }))), ...todos, ...hot.drafts]);
  await insertInChunks(db, t.viewedProperties, hot.viewed, 1000);
  await inbox.flush();
  await seedCalendar(ctx);

  // Every type of SPEC §3 at least once: what the stories missed goes on a long timeline.
  const present = await db.selectDistinct({ type: t.activities.type }).from(t.activities).where(eq(t.activities.companyId, companyId));
  // (The first worked lead that can have it: an e-alert click needs a lead with an e-alert.)
  const candidates = [...leads.filter((l) => long.has(l.id)), ...leads.filter((l) => l.buyerAgentId !== null)];
  const extra = missingTypes(present.map((p) => p.type)).flatMap((type) => {
    const at = now.getTime() - rng.int(1, 60) * DAY;
    for (const lead of candidates) {
      if (lead.createdAt.getTime() >= at) continue;
      const found = draftsOf(type, envFor(lead), at);
      if (found.length) return found.map((d) => ({ leadId: lead.id, d }));
    }
    return [];
  });
  await writeDrafts(ctx, extra);

  await seedOpportunities(ctx);
  await seedActionPlans(ctx);
  await seedPlanning(ctx);
  for (const [leadId, at] of hot.hotAt) await db.update(t.leads).set({ hotAt: at, hotReason: hot.hotReason.get(leadId) ?? null }).where(and(eq(t.leads.companyId, companyId), eq(t.leads.id, leadId)));
  await db.execute(sql`update leads l set last_visit_at = coalesce((select max(a.occurred_at) from activities a
      where a.company_id = l.company_id and a.lead_id = l.id and a.type in (${sql.join(VISIT_TYPES.map((v) => sql`${v}`), sql`, `)})), l.created_at)
    where l.company_id = ${companyId}`);
  // The viewed list agrees with the timeline's views.
  await db.execute(sql`update viewed_properties v set last_viewed_at = greatest(v.last_viewed_at, x.last), views_count = greatest(v.views_count, x.n)
    from (select lead_id, property_id, max(occurred_at) as last, count(*)::int as n from activities
          where company_id = ${companyId} and type = 'property-view' and property_id is not null group by 1, 2) x
    where v.company_id = ${companyId} and v.lead_id = x.lead_id and v.property_id = x.property_id`);
  await seedTeam(db, rng.fork('team'), companyId, staff, now);
  await seedAutomation({ ...ctx, rng: rng.fork('automation') });
  await seedTexts(ctx);
  await seedLeadFlow(db, companyId);
  await seedPaidSources(db, companyId, now);
  await seedAbTests(db, rng.fork('ab'), companyId, broker.id, now, companyId === 2);
  await seedIntegrations(ctx);
  await seedCampaigns(ctx);
  await seedLeadImport(ctx);
}

/** Notes and to-dos first (their ids go into the activities' data), favourites to match, then the activities. */
async function writeDrafts(ctx: CrmSeedContext, items: { leadId: number; d: Draft }[]): Promise<void> {
  const { db, companyId } = ctx;
  const noted = items.filter((i) => i.d.note !== undefined);
  const noteIds = noted.length
    ? await db.insert(t.notes).values(noted.map((i) => ({ companyId, leadId: i.leadId, agentId: i.d.agentId, body: i.d.note!, createdAt: new Date(i.d.at) }))).returning({ id: t.notes.id })
    : [];
  const noteIdOf = new Map(noted.map((i, k) => [i.d, noteIds[k]!.id]));
  const todos = [...new Set(items.flatMap((i) => (i.d.todo ? [i.d.todo] : [])))];
  const todoIds = todos.length
    ? await db.insert(t.todos).values(todos.map((x: TodoRef) => ({ companyId, leadId: x.leadId, agentId: x.agentId, title: x.title, dueAt: x.dueAt, doneAt: x.doneAt, createdAt: x.createdAt, updatedAt: x.doneAt ?? x.createdAt }))).returning({ id: t.todos.id })
    : [];
  const todoIdOf = new Map(todos.map((x, k) => [x, todoIds[k]!.id]));

  const favKey = (i: { leadId: number; d: Draft }) => `${i.leadId}:${i.d.propertyId}`;
  const added = new Map(items.filter((i) => i.d.type === 'house-favorite-added' && i.d.propertyId).map((i) => [favKey(i), i]));
  const removed = items.filter((i) => i.d.type === 'house-favorite-removed' && i.d.propertyId);
  await insertInChunks(db, t.favourites, [...added.values()].map((i) => ({ companyId, leadId: i.leadId, propertyId: i.d.propertyId!, createdAt: new Date(i.d.at) })), 1000);
  // A removed favourite is gone from the lead's favourites.
  for (const i of removed) await db.delete(t.favourites).where(and(eq(t.favourites.leadId, i.leadId), eq(t.favourites.propertyId, i.d.propertyId!)));

  const rows: ActivityRow[] = items.map(({ leadId, d }) => {
    const data = { ...d.data };
    if (noteIdOf.has(d)) data.noteId = noteIdOf.get(d);
    if (d.todo) data.todoId = todoIdOf.get(d.todo);
    return { companyId, leadId, agentId: d.agentId, type: d.type, propertyId: d.propertyId, data, occurredAt: new Date(d.at) };
  });
  await insertInChunks(db, t.activities, rows, 1500);
}
