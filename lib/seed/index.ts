import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { companySettingsSchema } from '@/lib/tenancy/settings-schema';
import type { Db } from '@/lib/db/client';
import { dataDir } from '@/lib/db/paths';
import * as t from '@/lib/db/schema';
import { insertInChunks } from './batch';
import { demoBuilderReviews } from './builders';
import { SCHOOLS, TOWNS, type Town } from './geography';
import { generateListing, type GeneratedListing } from './listings';
import { rateFeed } from '@/lib/estimate/listing-ratings';
import { seedCrm } from './crm-seed';
import { seedLeads } from './leads-seed';
import { seedSessions } from './sessions';
import { DEMO_VIDEOS, demoAgents } from './people';
import { generateAvatar, generatePhotoPool, generatePlaceholder } from './photos';
import { refreshSearchIndexes } from '@/lib/search/refresh';
import { Rng } from './random';
import { TEST_TENANTS } from './test-tenants';
import { DEMO_SOURCES, DEMO_TENANTS } from './tenants';
import { FEATURE_GROUPS } from '@/lib/property/vocabulary';

export interface SeedOptions {
  /** Listings across both demo feeds (default 7000, SEED_LISTINGS overrides). */
  listings?: number;
  /** Leads per company (default 150, SEED_LEADS overrides). */
  leadsPerCompany?: number;
  /** Where generated photos go (default DATA_DIR/images). */
  imageDir?: string;
  /** "Now" for relative dates; the random draws never depend on it. */
  now?: Date;
  log?: (message: string) => void;
}

export const DEMO_AGENT_PASSWORD = 'demo1234';
const SEED = 20261121;

/** Seeds the demo tenants when the database has no company yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.companies);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = options.now ?? new Date();
  const listingTotal = options.listings ?? Number(process.env.SEED_LISTINGS ?? 7000);
  const leadsPerCompany = options.leadsPerCompany ?? Number(process.env.SEED_LEADS ?? 150);
  const imageDir = options.imageDir ?? path.join(dataDir(), 'images');
  const rng = new Rng(SEED);

  fs.mkdirSync(imageDir, { recursive: true });
  const pool = await generatePhotoPool(imageDir);
  await generatePlaceholder(path.join(imageDir, 'placeholder.jpg'));
  const exteriors = pool.filter((p) => p.kind === 'exterior');
  const interiors = pool.filter((p) => p.kind === 'interior');
  log(`photos ready (${pool.length}) in ${Date.now() - started} ms`);

  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // Vocabulary and schools: shared by every source.
    const groupIds = await tx
      .insert(t.featureGroups)
      .values(FEATURE_GROUPS.map((g, position) => ({ title: g.title, position })))
      .returning({ id: t.featureGroups.id });
    const featureRows = FEATURE_GROUPS.flatMap((g, gi) => g.features.map(([param, title]) => ({ groupId: groupIds[gi]!.id, param, title })));
    const featureIds = new Map(
      (await tx.insert(t.features).values(featureRows).returning({ id: t.features.id, param: t.features.param })).map((f) => [f.param, f.id]),
    );
    const schoolRows = await tx
      .insert(t.schools)
      .values(SCHOOLS.map((s) => ({ name: s.name, level: s.level, district: s.district, grades: s.grades, rating: s.rating, latitude: s.lat, longitude: s.lon })))
      .returning();

    // Builder reviews are about builders, not a company's: seeded once however often the demo is.
    const [reviewed] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.builderReviews);
    if (Number(reviewed?.n ?? 0) === 0) await tx.insert(t.builderReviews).values(demoBuilderReviews(now));

    const sources = await tx
      .insert(t.mlsSources)
      .values(DEMO_SOURCES.map((s) => ({ code: s.code, name: s.name, legalDisclaimer: s.legalDisclaimer, restrictedStatuses: [...s.restrictedStatuses] })))
      .returning();
    const sourceIdByCode = new Map(sources.map((s) => [s.code, s.id]));

    // Listings, spread over towns in proportion to a rough housing-stock weight.
    const listingRng = rng.fork('listings');
    const generated: GeneratedListing[] = [];
    const townsBySource = DEMO_SOURCES.map((s) => TOWNS.filter((town) => (s.regions as readonly string[]).includes(town.region)));
    for (let i = 0; i < listingTotal; i++) {
      const sourceIndex = listingRng.chance(0.6) ? 0 : 1;
      const source = DEMO_SOURCES[sourceIndex]!;
      const town: Town = listingRng.pick(townsBySource[sourceIndex]!);
      generated.push(generateListing(listingRng, i, town, sourceIdByCode.get(source.code)!, source.code, now));
    }
    const officeNames = ['East End Realty Partners', 'Harborside Properties', 'Vineyard Country Realty', 'Bayview Brokerage', 'Ocean & Bay Homes'];
    const propertyIds: number[] = [];
    for (let i = 0; i < generated.length; i += 400) {
      const chunk = generated.slice(i, i + 400).map((g) => ({
        ...g.row,
        listAgentFullName: `${listingRng.pick(['Ann', 'Tom', 'Kate', 'Paul', 'Jill', 'Mark'])} ${listingRng.pick(['Reilly', 'Barone', 'Cassidy', 'Wolff', 'Pappas'])}`,
        listOfficeName: listingRng.pick(officeNames),
      }));
      const ids = await tx.insert(t.properties).values(chunk).returning({ id: t.properties.id });
      propertyIds.push(...ids.map((r) => r.id));
    }
    log(`${generated.length} listings in ${Date.now() - started} ms`);

    const images: (typeof t.propertyImages.$inferInsert)[] = [];
    const history: (typeof t.priceHistory.$inferInsert)[] = [];
    const opens: (typeof t.openHouses.$inferInsert)[] = [];
    const featureLinks: (typeof t.propertyFeatures.$inferInsert)[] = [];
    const schoolLinks: (typeof t.propertySchools.$inferInsert)[] = [];
    generated.forEach((g, i) => {
      const propertyId = propertyIds[i]!;
      for (let n = 0; n < g.photoCount; n++) {
        const photo = n === 0 || (n === g.photoCount - 1 && n > 3) ? listingRng.pick(exteriors) : listingRng.pick(n % 3 === 0 ? exteriors : interiors);
        images.push({ propertyId, position: n, storageKey: photo.file, width: photo.width, height: photo.height });
      }
      for (const e of g.priceEvents) history.push({ propertyId, eventDate: e.date.toISOString().slice(0, 10), event: e.event, price: e.price });
      for (const o of g.openHouses) opens.push({ propertyId, startsAt: o.startsAt, endsAt: o.endsAt, remarks: 'Open house: no appointment needed.' });
      for (const param of g.featureParams) featureLinks.push({ propertyId, featureId: featureIds.get(param)! });
      for (const level of ['elementary', 'middle', 'high'] as const) {
        const nearest = nearestSchool(schoolRows, g.town.schoolDistrict, level, g.row.latitude, g.row.longitude);
        if (nearest) schoolLinks.push({ propertyId, schoolId: nearest.school.id, distanceMiles: Math.round(nearest.miles * 100) / 100 });
      }
    });
    await insertInChunks(txDb, t.propertyImages, images, 2000);
    await insertInChunks(txDb, t.priceHistory, history, 2000);
    await insertInChunks(txDb, t.openHouses, opens, 1000);
    await insertInChunks(txDb, t.propertyFeatures, featureLinks, 4000);
    await insertInChunks(txDb, t.propertySchools, schoolLinks, 3000);
    log(`listing details (${images.length} photos, ${history.length} price events) in ${Date.now() - started} ms`);
    // Deal ratings from the valuation, as the rating job would give them (an agent's own ratings kept).
    for (const id of sourceIdByCode.values()) await rateFeed(txDb, id, now);
    log(`deal ratings in ${Date.now() - started} ms`);

    // Tenants.
    const passwordHash = await hashPassword(DEMO_AGENT_PASSWORD);
    const tenants = process.env.SEED_TEST_TENANTS === '1' ? [...DEMO_TENANTS, ...TEST_TENANTS] : DEMO_TENANTS;
    const staffedFeeds = new Set<number>();
    for (const [ti, tenant] of tenants.entries()) {
      const tenantRng = rng.fork(`tenant-${ti}`);
      const [company] = await tx
        .insert(t.companies)
        .values({ name: tenant.name, settings: companySettingsSchema.parse(tenant.settings) })
        .returning();
      const companyId = company!.id;
      await tx.insert(t.companyDomains).values(tenant.hosts.map((host, i) => ({ companyId, host, isPrimary: i === 0 })));
      await tx.insert(t.companyMlsSources).values(tenant.sources.map((code) => ({ companyId, sourceId: sourceIdByCode.get(code)! })));
      if (tenant.locations.length) await tx.insert(t.companyLocations).values(tenant.locations.map((l, position) => ({ companyId, ...l, position })));

      const agentDefs = demoAgents(tenantRng, tenant.emailDomain, 100 + ti * 20);
      const agentRows = await tx
        .insert(t.agents)
        .values(
          await Promise.all(
            agentDefs.map(async (a, i) => {
              const avatar = `avatar-${companyId}-${i}.jpg`;
              await generateAvatar(path.join(imageDir, avatar), tenantRng.fork(avatar), i);
              return {
                companyId, ...a, primaryPhone: a.phone, passwordHash,
                photoUrl: `/images/agents/${avatar}`,
                bio: `${a.firstName} has helped East End buyers and sellers for ${tenantRng.int(3, 25)} years.`,
                licenseNumber: `10401${tenantRng.int(200000, 399999)}`,
                videoUrl: DEMO_VIDEOS[i] ?? null,
              };
            }),
          ),
        )
        .returning();
      if (tenant.siteAgent !== null) {
        await tx.update(t.companies).set({ siteAgentId: agentRows[tenant.siteAgent]!.id }).where(sql`${t.companies.id} = ${companyId}`);
      }
      // One company's staff per feed: a later tenant on the same feed (the tests' extra tenants) keeps the first's.
      const mainFeed = sourceIdByCode.get(tenant.sources[0]!)!;
      if (!staffedFeeds.has(mainFeed)) {
        staffedFeeds.add(mainFeed);
        await listSomeByStaff(txDb, tenant.name, agentRows, mainFeed);
      }

      // Leads see the listings of the company's feeds only.
      const visible = generated.map((g, i) => ({ g, id: propertyIds[i]! })).filter(({ g }) => tenant.sources.includes(DEMO_SOURCES.find((s) => sourceIdByCode.get(s.code) === g.row.sourceId)!.code));
      const seededLeads = await seedLeads(txDb, tenantRng, companyId, agentRows, visible, leadsPerCompany, now, 200 + ti * 100);
      const listings = visible.filter((v) => v.g.row.status === 'a').map((v) => ({ id: v.id, street: String(v.g.row.unparsedAddress).split(',')[0]!, town: v.g.town.name }));
      const siteAgentId = tenant.siteAgent === null ? null : agentRows[tenant.siteAgent]!.id;
      await seedCrm(txDb, tenantRng.fork('crm'), companyId, agentRows, siteAgentId, seededLeads, listings, now);
    }
    log(`tenants, agents and leads in ${Date.now() - started} ms`);
    await seedSessions(txDb, now);
    await refreshSearchIndexes(txDb);
  });
  // PGlite has no autovacuum: the visibility map lets index-only scans work from the start.
  await db.execute(sql`vacuum analyze`);
  log(`seeded in ${Date.now() - started} ms`);
}

function nearestSchool(schools: (typeof t.schools.$inferSelect)[], district: string, level: string, lat: number, lon: number) {
  let best: { school: typeof t.schools.$inferSelect; miles: number } | null = null;
  for (const school of schools) {
    if (school.level !== level) continue;
    const miles = haversineMiles(lat, lon, school.latitude, school.longitude) * (school.district === district ? 1 : 3);
    if (!best || miles < best.miles) best = { school, miles };
  }
  return best && { school: best.school, miles: haversineMiles(lat, lon, best.school.latitude, best.school.longitude) };
}

function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

/**
 * The company's own agents list a share of its main feed's homes (about one in six, spread
 * evenly), so agent pages show their listings and sold homes; the rest stay with the
 * made-up other offices. The feed names a listing agent by name (ListAgentFullName).
 */
async function listSomeByStaff(db: Db, office: string, staff: { id: number; firstName: string; lastName: string; type: string }[], sourceId: number) {
  const listers = staff.filter((a) => a.type !== 'lender');
  if (listers.length === 0) return;
  const n = listers.length * 6;
  for (const [k, agent] of listers.entries()) {
    await db.execute(sql`update properties set list_agent_full_name = ${`${agent.firstName} ${agent.lastName}`}, list_office_name = ${office}
      where source_id = ${sourceId} and id % ${n} = ${k}`);
  }
}
