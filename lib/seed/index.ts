import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { companySettingsSchema } from '@/lib/tenancy/settings-schema';
import type { Db } from '@/lib/db/client';
import { imageStoreDir } from '@/lib/property/images';
import * as t from '@/lib/db/schema';
import { insertInChunks } from './batch';
import { demoBuilderReviews } from './builders';
import { SCHOOLS, TOWNS, type Town } from './geography';
import { generateListing, type GeneratedListing } from './listings';
import { runFeedSync } from '@/lib/feeds/import/run-sync';
import { createRunHere } from '@/lib/feeds/runs';
import { toResoRecord } from './reso-file';
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
  const imageDir = options.imageDir ?? imageStoreDir();
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
    await tx.insert(t.features).values(featureRows);
    await tx
      .insert(t.schools)
      .values(SCHOOLS.map((s) => ({ name: s.name, level: s.level, district: s.district, grades: s.grades, rating: s.rating, latitude: s.lat, longitude: s.lon })));

    // Builder reviews are about builders, not a company's: seeded once however often the demo is.
    const [reviewed] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.builderReviews);
    if (Number(reviewed?.n ?? 0) === 0) await tx.insert(t.builderReviews).values(demoBuilderReviews(now));

    // The demo's feeds are RESO JSON files it writes, imported like any MLS feed (DESIGN §10).
    const feedDir = path.join(path.dirname(imageDir), 'feeds');
    fs.mkdirSync(feedDir, { recursive: true });
    const sources = await tx
      .insert(t.mlsSources)
      .values(DEMO_SOURCES.map((s) => ({
        code: s.code, name: s.name, legalDisclaimer: s.legalDisclaimer, restrictedStatuses: [...s.restrictedStatuses],
        kind: 'reso-file' as const, url: path.join(feedDir, `${s.code}.json`),
      })))
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
    const listers = generated.map(() => ({
      listAgentFullName: `${listingRng.pick(['Ann', 'Tom', 'Kate', 'Paul', 'Jill', 'Mark'])} ${listingRng.pick(['Reilly', 'Barone', 'Cassidy', 'Wolff', 'Pappas'])}`,
      listOfficeName: listingRng.pick(officeNames),
    }));
    const photos = generated.map((g) =>
      Array.from({ length: g.photoCount }, (_, n) => (n === 0 || (n === g.photoCount - 1 && n > 3) ? listingRng.pick(exteriors) : listingRng.pick(n % 3 === 0 ? exteriors : interiors))),
    );
    for (const source of sources) {
      const value = generated.flatMap((g, i) => (g.row.sourceId === source.id ? [toResoRecord(g, { ...listers[i]!, photos: photos[i] })] : []));
      fs.writeFileSync(source.url, JSON.stringify({ '@odata.context': '$metadata#Property', value }));
    }
    for (const source of sources) {
      const runId = await createRunHere(txDb, source.id, { full: true, trigger: 'seed' });
      const run = runId === null ? null : await runFeedSync(txDb, runId, { finalAttempt: true, allowLocalFiles: true, now: () => now });
      if (run?.status !== 'succeeded' || run.skipped > 0) throw new Error(`The demo feed ${source.code} did not import cleanly: ${JSON.stringify(run?.errors.slice(0, 5))}`);
    }
    const idByKey = new Map((await tx.select({ id: t.properties.id, key: t.properties.listingKey }).from(t.properties)).map((r) => [r.key, r.id]));
    const propertyIds = generated.map((g) => idByKey.get(g.row.listingKey)!);
    log(`${generated.length} listings imported in ${Date.now() - started} ms`);

    // What the demo knows beyond its feed: each listing's past (price history, price cuts, the
    // time of its last change) and its open houses.
    await tx.delete(t.priceHistory);
    const history: (typeof t.priceHistory.$inferInsert)[] = [];
    const opens: (typeof t.openHouses.$inferInsert)[] = [];
    generated.forEach((g, i) => {
      const propertyId = propertyIds[i]!;
      for (const e of g.priceEvents) history.push({ propertyId, eventDate: e.date.toISOString().slice(0, 10), event: e.event, price: e.price });
      for (const o of g.openHouses) opens.push({ propertyId, startsAt: o.startsAt, endsAt: o.endsAt, remarks: 'Open house: no appointment needed.' });
    });
    await insertInChunks(txDb, t.priceHistory, history, 2000);
    await insertInChunks(txDb, t.openHouses, opens, 1000);
    for (let i = 0; i < generated.length; i += 1000) {
      const values = generated.slice(i, i + 1000).map((g, k) => sql`(${propertyIds[i + k]!}::int, ${g.row.priceReducedAt ? g.row.priceReducedAt.toISOString() : null}::timestamptz)`);
      await tx.execute(sql`update properties p set price_reduced_at = v.reduced, modified_at = p.source_modified_at
        from (values ${sql.join(values, sql`, `)}) as v(id, reduced) where p.id = v.id`);
    }
    log(`listing history (${history.length} price events) in ${Date.now() - started} ms`);

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
