import { nextDueAt } from '@/lib/ealerts/delivery/schedule';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { insertInChunks } from './batch';
import { TOWNS } from './geography';
import type { GeneratedListing } from './listings';
import type { SeededLead } from './crm-context';
import { leadMix } from './lead-mix';
import { demoLead, leadTimeline } from './people';
import type { Rng } from './random';
import { formatPrice } from '@/lib/format/formatter';

const DAY = 86_400_000;

/**
 * A company's leads and everything that hangs off them: co-buyers, seller addresses,
 * viewed and favourite homes (from the company's own feeds), e-alerts, and how each arrived
 * (its first activities and welcome mail). Returns the primary leads for the CRM seeds.
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
): Promise<SeededLead[]> {
  // The CRM mix draws from its own stream, so it can change without reshuffling the leads.
  const mixRng = rng.fork('lead-mix');
  const seeded: SeededLead[] = [];
  const active = visible.filter((v) => v.g.row.status === 'a');
  const favourites: (typeof t.favourites.$inferInsert)[] = [];
  const viewed: (typeof t.viewedProperties.$inferInsert)[] = [];
  const alerts: (typeof t.eAlerts.$inferInsert)[] = [];
  const activityRows: (typeof t.activities.$inferInsert)[] = [];
  const addresses: (typeof t.leadAddresses.$inferInsert)[] = [];
  const mail: (typeof t.outgoingMail.$inferInsert)[] = [];

  for (let i = 0; i < total; i++) {
    const drawn = demoLead(rng, i, now, phoneBlock);
    const { routingRule, ...mix } = leadMix(mixRng, i, drawn, agentRows, now);
    const lead = { ...drawn, stage: mix.stage, source: mix.source, createdAt: mix.createdAt };
    const [row] = await db
      .insert(t.leads)
      .values({
        companyId,
        ...lead,
        ...mix,
        closedAt: mix.stage === 'closed' ? new Date(Math.min(now.getTime() - DAY / 24, Math.max(lead.createdAt.getTime() + DAY, now.getTime() - mixRng.int(3, 80) * DAY))) : null,
        // The CRM seed sets it from the lead's newest visit (lib/seed/crm-seed.ts).
        lastVisitAt: lead.createdAt,
        updatedAt: lead.createdAt,
      })
      .returning({ id: t.leads.id });
    const leadId = row!.id;

    if (rng.chance(0.2)) {
      const joined = new Date(Math.min(lead.createdAt.getTime() + DAY, now.getTime() - 60_000));
      const partner = demoLead(rng, total + i, now, phoneBlock);
      await db.insert(t.leads).values({
        companyId, primaryLeadId: leadId, email: partner.email, firstName: partner.firstName, lastName: lead.lastName,
        phone: partner.phone, completed: partner.completed, stage: lead.stage, buyerAgentId: mix.buyerAgentId, source: 'Co-buyer invite',
        createdAt: joined, updatedAt: joined,
      });
    }

    const seen = rng.shuffle(active.slice(0, Math.min(active.length, 400))).slice(0, rng.int(0, 18));
    const favCount = Math.min(seen.length, rng.weighted([[0, 4], [rng.int(1, 3), 4], [rng.int(4, 8), 2]]));
    // Never later than now: a lead who signed up yesterday has not browsed for a week.
    const dayAfter = (k: number) => new Date(Math.min(lead.createdAt.getTime() + k * DAY, now.getTime() - 60_000));
    seen.forEach((v, k) => {
      viewed.push({ companyId, leadId, propertyId: v.id, viewsCount: rng.int(1, 4), firstViewedAt: lead.createdAt, lastViewedAt: dayAfter(k) });
      if (k < favCount) favourites.push({ companyId, leadId, propertyId: v.id, createdAt: dayAfter(k) });
    });
    seeded.push({
      id: leadId, firstName: lead.firstName, lastName: lead.lastName, stage: lead.stage, createdAt: lead.createdAt, isSeller: lead.isSeller,
      source: lead.source, routingRule, buyerAgentId: mix.buyerAgentId, listingAgentId: mix.listingAgentId, lenderId: mix.lenderId,
      seen: seen.map((v) => v.id), favourites: seen.slice(0, favCount).map((v) => v.id),
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
        description: `Homes in ${town.name} from ${formatPrice(minPrice)}`,
        frequency,
        createdAt: lead.createdAt,
        // As if mailed when the demo was seeded: the first delivery run mails what changes
        // after that, not every listing since the lead signed up.
        lastSentAt: now,
        nextDueAt: nextDueAt(frequency, now),
      });
    }
    let address: string | null = null;
    if (lead.isSeller) {
      const town = rng.pick(TOWNS);
      address = `${rng.int(10, 999)} ${rng.pick(town.streets)}, ${town.name}, NY ${town.zip}`;
      addresses.push({ companyId, leadId, address, city: town.name, state: 'NY', zip: town.zip });
    }
    for (const e of leadTimeline(rng, lead, now, seen.length, favCount)) {
      const propertyId = e.propertyIndex !== undefined ? seen[e.propertyIndex]?.id ?? null : null;
      const data = e.type === 'lead-routing' ? { rule: routingRule } : e.type === 'estimate-request' ? { address } : e.data;
      activityRows.push({ companyId, leadId, agentId: null, type: e.type, propertyId, data, occurredAt: e.at });
      if (e.type === 'welcome-email') mail.push({ companyId, leadId, kind: 'welcome', toAddress: lead.email, subject: String(e.data.subject), textBody: `Hi ${lead.firstName}, thanks for signing up.`, status: 'recorded', createdAt: e.at });
    }
  }
  await insertInChunks(db, t.viewedProperties, viewed, 2000);
  await insertInChunks(db, t.favourites, favourites, 2000);
  await insertInChunks(db, t.eAlerts, alerts, 1000);
  await insertInChunks(db, t.activities, activityRows, 1500);
  await insertInChunks(db, t.leadAddresses, addresses, 1000);
  await insertInChunks(db, t.outgoingMail, mail, 1000);
  return seeded;
}
