import { nextDueAt } from '@/lib/ealerts/delivery/schedule';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { insertInChunks } from './batch';
import { TOWNS } from './geography';
import type { GeneratedListing } from './listings';
import { demoLead, leadTimeline } from './people';
import type { Rng } from './random';

const DAY = 86_400_000;

/**
 * Showing times as the schedule offers them: on a half hour between 9 and 6 in New York
 * (lib/property/schedule.ts), and never two for one agent at once (showings_agent_slot_uq).
 */
function slotBooker() {
  const booked = new Map<number, Set<number>>();
  return (agentId: number, wanted: Date): Date => {
    const taken = booked.get(agentId) ?? new Set<number>();
    booked.set(agentId, taken);
    const day = new Date(wanted);
    day.setUTCHours(14, 0, 0, 0); // 9 or 10 am in New York: inside the bookable day either way
    let slot = day.getTime() + (wanted.getUTCHours() % 8) * 3_600_000;
    while (taken.has(slot)) slot += 30 * 60_000;
    taken.add(slot);
    return new Date(slot);
  };
}

/**
 * A company's leads and everything that hangs off them: co-buyers, seller addresses,
 * viewed and favourite homes (from the company's own feeds), e-alerts and an activity
 * timeline with the questions, showings, notes, to-dos and mail it implies.
 */
export async function seedLeads(
  db: Db,
  rng: Rng,
  companyId: number,
  agentRows: (typeof t.agents.$inferSelect)[],
  visible: { g: GeneratedListing; id: number }[],
  total: number,
  now: Date,
  phoneBlock: number,
): Promise<void> {
  const buyerAgents = agentRows.filter((a) => a.type === 'agent' || a.type === 'broker');
  const listingAgents = agentRows.filter((a) => a.type === 'broker' || a.type === 'realtor');
  const lenders = agentRows.filter((a) => a.type === 'lender');
  const active = visible.filter((v) => v.g.row.status === 'a');
  const favourites: (typeof t.favourites.$inferInsert)[] = [];
  const viewed: (typeof t.viewedProperties.$inferInsert)[] = [];
  const alerts: (typeof t.eAlerts.$inferInsert)[] = [];
  const activityRows: (typeof t.activities.$inferInsert)[] = [];
  const addresses: (typeof t.leadAddresses.$inferInsert)[] = [];
  const questions: (typeof t.questions.$inferInsert)[] = [];
  const showings: (typeof t.showingRequests.$inferInsert)[] = [];
  const bookSlot = slotBooker();
  const notes: (typeof t.notes.$inferInsert)[] = [];
  const todos: (typeof t.todos.$inferInsert)[] = [];
  const mail: (typeof t.outgoingMail.$inferInsert)[] = [];

  for (let i = 0; i < total; i++) {
    const lead = demoLead(rng, i, now, phoneBlock);
    const buyerAgent = rng.pick(buyerAgents);
    const [row] = await db
      .insert(t.leads)
      .values({
        companyId,
        ...lead,
        buyerAgentId: buyerAgent.id,
        listingAgentId: lead.isSeller ? rng.pick(listingAgents).id : null,
        lenderId: rng.chance(0.3) ? rng.pick(lenders).id : null,
        tags: rng.chance(0.3) ? [rng.pick(['first-time buyer', 'relocation', 'second home', 'investor', 'downsizing'])] : [],
        lastVisitAt: new Date(now.getTime() - rng.int(0, 60) * DAY),
        updatedAt: lead.createdAt,
      })
      .returning({ id: t.leads.id });
    const leadId = row!.id;

    if (rng.chance(0.2)) {
      const partner = demoLead(rng, total + i, now, phoneBlock);
      await db.insert(t.leads).values({
        companyId, primaryLeadId: leadId, email: partner.email, firstName: partner.firstName, lastName: lead.lastName,
        phone: partner.phone, completed: partner.completed, stage: lead.stage, buyerAgentId: buyerAgent.id, source: 'Co-buyer invite',
        createdAt: new Date(lead.createdAt.getTime() + DAY), updatedAt: new Date(lead.createdAt.getTime() + DAY),
      });
    }

    const seen = rng.shuffle(active.slice(0, Math.min(active.length, 400))).slice(0, rng.int(0, 18));
    const favCount = Math.min(seen.length, rng.weighted([[0, 4], [rng.int(1, 3), 4], [rng.int(4, 8), 2]]));
    seen.forEach((v, k) => {
      viewed.push({ companyId, leadId, propertyId: v.id, viewsCount: rng.int(1, 4), firstViewedAt: lead.createdAt, lastViewedAt: new Date(lead.createdAt.getTime() + k * DAY) });
      if (k < favCount) favourites.push({ companyId, leadId, propertyId: v.id, createdAt: new Date(lead.createdAt.getTime() + k * DAY) });
    });
    for (let a = rng.weighted([[0, 5], [1, 4], [2, 2], [3, 1]]); a > 0; a--) {
      const town = seen[a - 1]?.g.town ?? rng.pick(TOWNS);
      const minPrice = rng.pick([300_000, 400_000, 500_000, 750_000]);
      // Drawn in the order they always were, so the seed stays what it was.
      const minBeds = rng.int(2, 4);
      const frequency = rng.pick(['daily', 'twice_a_week', 'weekly', 'instantly'] as const);
      alerts.push({
        companyId, leadId,
        criteria: { city: town.slug, minprice: String(minPrice), minbeds: String(minBeds), status: 'a' },
        customName: `${town.name}, $${minPrice / 1000}k+${a > 1 ? ` (${a - 1})` : ''}`,
        description: `Homes in ${town.name} from $${minPrice.toLocaleString('en-US')}`,
        frequency,
        createdAt: lead.createdAt,
        // As if mailed when the demo was seeded: the first delivery run mails what changes
        // after that, not every listing since the lead signed up.
        lastSentAt: now,
        nextDueAt: nextDueAt(frequency, now),
      });
    }
    if (lead.isSeller) {
      const town = rng.pick(TOWNS);
      addresses.push({ companyId, leadId, address: `${rng.int(10, 999)} ${rng.pick(town.streets)}, ${town.name}, NY ${town.zip}`, city: town.name, state: 'NY', zip: town.zip });
    }
    for (const e of leadTimeline(rng, lead, now, seen.length, favCount)) {
      const propertyId = e.propertyIndex !== undefined ? seen[e.propertyIndex]?.id ?? null : null;
      activityRows.push({ companyId, leadId, agentId: e.agent ? buyerAgent.id : null, type: e.type, propertyId, data: e.data, occurredAt: e.at });
      if (e.type === 'lead-question' && propertyId) questions.push({ companyId, leadId, propertyId, message: String(e.data.message), createdAt: e.at });
      if (e.type === 'lead-request-showing' && propertyId) showings.push({ companyId, leadId, propertyId, agentId: buyerAgent.id, requestedFor: bookSlot(buyerAgent.id, new Date(e.at.getTime() + 3 * DAY)), createdAt: e.at });
      if (e.type === 'add-note') notes.push({ companyId, leadId, agentId: buyerAgent.id, body: String(e.data.body), createdAt: e.at });
      if (e.type === 'todo-added') todos.push({ companyId, leadId, agentId: buyerAgent.id, title: String(e.data.title), dueAt: new Date(e.at.getTime() + 2 * DAY), doneAt: rng.chance(0.6) ? new Date(e.at.getTime() + DAY) : null, createdAt: e.at });
      if (e.type === 'welcome-email') mail.push({ companyId, leadId, kind: 'welcome', toAddress: lead.email, subject: String(e.data.subject), textBody: `Hi ${lead.firstName}, thanks for signing up.`, status: 'recorded', createdAt: e.at });
    }
  }
  await insertInChunks(db, t.viewedProperties, viewed, 2000);
  await insertInChunks(db, t.favourites, favourites, 2000);
  await insertInChunks(db, t.eAlerts, alerts, 1000);
  await insertInChunks(db, t.activities, activityRows, 1500);
  await insertInChunks(db, t.leadAddresses, addresses, 1000);
  await insertInChunks(db, t.questions, questions, 1000);
  await insertInChunks(db, t.showingRequests, showings, 1000);
  await insertInChunks(db, t.notes, notes, 1000);
  await insertInChunks(db, t.todos, todos, 1000);
  await insertInChunks(db, t.outgoingMail, mail, 1000);
}
