import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import { agentUrl } from '@/lib/agents/agent-json';
import { companyCache } from '@/lib/cache/company-cache';
import { num, scopeParts, visitorScope } from '@/lib/community/sql';
import { COMMUNITIES_PATH, communityUrl } from '@/lib/community/town-slug';
import { servedTowns } from '@/lib/community/towns';
import { REAL_ESTATE_PATH } from '@/lib/filters/path';
import { propertyUrl } from '@/lib/search/property-json';
import { companyVersion, syncCompanyVersions } from '@/lib/tenancy/cache-versions';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import { SITEMAP_MAX_URLS, sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlXml, type SitemapEntry } from './sitemap-xml';

/**
 * A company's sitemaps at any size (docs/seo.md): /sitemap.xml is an index of files by type,
 * /sitemaps/{type}-{n}.xml. Listing files are fixed id ranges (file n: ids from (n-1)·N+1 to
 * n·N), so a file's URL keeps its meaning as listings come and go, each file is read by its
 * primary-key range in keyset pages and streamed, and a range holds at most N listings of any
 * company. The other types are short lists (hundreds of agents or towns) split the same way.
 */
export const SITEMAP_TYPES = ['pages', 'agents', 'communities', 'searches', 'listings'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** Rows per keyset page while a listing file streams: memory stays flat whatever the range holds. */
const PAGE_ROWS = 5_000;

/** URLs per file: sitemaps.org's 50,000, lower through SITEMAP_URLS_PER_FILE (tests split small sites). */
export function urlsPerFile(): number {
  const n = Number(process.env.SITEMAP_URLS_PER_FILE);
  return Number.isInteger(n) && n >= 1 && n <= SITEMAP_MAX_URLS ? n : SITEMAP_MAX_URLS;
}

const NAME = new RegExp(`^(${SITEMAP_TYPES.join('|')})-([1-9]\\d{0,8})\\.xml$`);

/** "listings-3.xml" → its type and number; null for any other name. */
export function parseSitemapName(name: string): { type: SitemapType; n: number } | null {
  const m = NAME.exec(name);
  return m ? { type: m[1] as SitemapType, n: Number(m[2]) } : null;
}

const toDate = (v: Date | string | null | undefined): Date | null => (v === null || v === undefined ? null : new Date(v));
const latest = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);

interface ListingBucket {
  n: number;
  urls: number;
  lastModified: Date | null;
}

/**
 * The company's listing files: one grouped pass over its visible listings' ids (an index
 * scan, no row kept), each non-empty id range with its count and newest change.
 */
async function listingBuckets(company: Company, perFile: number): Promise<ListingBucket[]> {
  const { visible } = scopeParts(visitorScope(company));
  const rows = await queryRows<{ b: number | string; urls: number | string; modified: Date | string | null }>(sql`
    select (p.id - 1) / ${perFile} as b, count(*)::int as urls, max(p.modified_at) as modified
    from properties p where ${visible} group by 1 order by 1`);
  return rows.map((r) => ({ n: (num(r.b) ?? 0) + 1, urls: num(r.urls) ?? 0, lastModified: toDate(r.modified) }));
}

/** Towns the company serves with the newest change among their visible listings (their pages show those). */
async function townEntries(company: Company): Promise<{ slug: string; lastModified: Date | null }[]> {
  const { visible } = scopeParts(visitorScope(company));
  const [towns, changed] = await Promise.all([
    servedTowns(company),
    queryRows<{ city_slug: string; state: string; modified: Date | string | null }>(sql`
      select p.city_slug, p.state_or_province as state, max(p.modified_at) as modified from properties p where ${visible}
      group by 1, 2`),
  ]);
  const byTown = new Map(changed.map((r) => [`${r.city_slug}|${r.state}`, toDate(r.modified)]));
  return towns.map((t) => ({ slug: t.slug, lastModified: byTown.get(`${t.citySlug}|${t.state}`) ?? null }));
}

/** Every URL of a short type, in a stable order. */
async function shortList(company: Company, type: Exclude<SitemapType, 'listings'>, listingsChanged: Date | null): Promise<SitemapEntry[]> {
  const at = (path: string) => `${siteOrigin(company.domain)}${path}`;
  if (type === 'agents') {
    const rows = await queryRows<{ id: number | string; first_name: string; last_name: string; updated_at: Date | string }>(sql`
      select a.id, a.first_name, a.last_name, a.updated_at from agents a where a.company_id = ${company.id} and a.is_active order by a.id`);
    const agentsChanged = latest(rows.map((r) => toDate(r.updated_at)));
    return [
      { url: at('/company-agents'), lastModified: agentsChanged },
      ...rows.map((r) => ({ url: at(agentUrl(num(r.id) ?? 0, `${r.first_name} ${r.last_name}`.trim())), lastModified: toDate(r.updated_at) })),
    ];
  }
  if (type === 'pages') {
    // Home, search and the sellers' page show the newest listings: they change when those do.
    return ['/', REAL_ESTATE_PATH, '/what-is-my-home-worth'].map((path) => ({ url: at(path), lastModified: listingsChanged }));
  }
  const towns = await townEntries(company);
  if (type === 'communities') {
    return [
      { url: at(COMMUNITIES_PATH), lastModified: latest(towns.map((t) => t.lastModified)) },
      ...towns.map((t) => ({ url: at(communityUrl(t.slug)), lastModified: t.lastModified })),
    ];
  }
  // Curated searches: each served town's search page (/real-estate/{town}, DESIGN §4's city_state segment).
  return towns.map((t) => ({ url: at(`${REAL_ESTATE_PATH}/${t.slug}`), lastModified: t.lastModified }));
}

/** Changes to any listing move this on: the index's cache key (companyCache adds the company's version). Two index lookups. */
async function dataStamp(): Promise<string> {
  const [row] = await queryRows<{ modified: Date | string | null; id: number | string | null }>(sql`
    select (select max(modified_at) from properties) as modified, (select max(id) from properties) as id`);
  return `${toDate(row?.modified)?.getTime() ?? 0}@${num(row?.id) ?? 0}@${urlsPerFile()}`;
}

interface SitemapIndexParts {
  buckets: ListingBucket[];
  short: Record<Exclude<SitemapType, 'listings'>, SitemapEntry[]>;
}

/** Ten minutes at most; a change to any listing or to the company (its cache version) makes a new key at once. */
const indexCache = companyCache<SitemapIndexParts>('sitemap-index', { ttlMs: 10 * 60_000, max: 1_000 });

function indexParts(company: Company, stamp: string): Promise<SitemapIndexParts> {
  return indexCache.get(company.id, stamp, async () => {
    const buckets = await listingBuckets(company, urlsPerFile());
    const changed = latest(buckets.map((b) => b.lastModified));
    const [pages, agents, communities, searches] = await Promise.all(
      (['pages', 'agents', 'communities', 'searches'] as const).map((type) => shortList(company, type, changed)),
    );
    return { buckets, short: { pages: pages ?? [], agents: agents ?? [], communities: communities ?? [], searches: searches ?? [] } };
  });
}

/** The company's /sitemap.xml: every non-empty file, each with its newest lastmod. */
export async function sitemapIndex(company: Company): Promise<string> {
  const parts = await indexParts(company, await dataStamp());
  const at = (name: string) => `${siteOrigin(company.domain)}/sitemaps/${name}`;
  const perFile = urlsPerFile();
  const files: SitemapEntry[] = [];
  for (const type of ['pages', 'agents', 'communities', 'searches'] as const) {
    const list = parts.short[type];
    for (let i = 0; i * perFile < list.length; i++) {
      files.push({ url: at(`${type}-${i + 1}.xml`), lastModified: latest(list.slice(i * perFile, (i + 1) * perFile).map((e) => e.lastModified ?? null)) });
    }
  }
  for (const b of parts.buckets) files.push({ url: at(`listings-${b.n}.xml`), lastModified: b.lastModified });
  return sitemapIndexXml(files);
}

/** A file's answer before its body: null when the company has no such file. */
export interface SitemapFile {
  etag: string;
  lastModified: Date | null;
  /** The XML, streamed: only called when the client's copy is not current. */
  body: () => ReadableStream<Uint8Array>;
}

const etagOf = (parts: (string | number)[]) => `"${crypto.createHash('sha1').update(parts.join('|')).digest('base64url').slice(0, 27)}"`;

export async function sitemapFile(company: Company, name: string): Promise<SitemapFile | null> {
  const parsed = parseSitemapName(name);
  if (!parsed) return null;
  const perFile = urlsPerFile();
  if (parsed.type === 'listings') return listingFile(company, parsed.n, perFile);
  const parts = await indexParts(company, await dataStamp());
  const entries = parts.short[parsed.type].slice((parsed.n - 1) * perFile, parsed.n * perFile);
  if (entries.length === 0) return null;
  const xml = `${URLSET_OPEN}${entries.map(urlXml).join('\n')}\n${URLSET_CLOSE}`;
  return {
    etag: etagOf([xml]),
    lastModified: latest(entries.map((e) => e.lastModified ?? null)),
    body: () => new Blob([xml]).stream(),
  };
}

/**
 * Listing file n: its validator from one range read (visible count, newest change of any row
 * in the range, so a listing leaving the company's view changes it too), then the body in
 * keyset pages of PAGE_ROWS ids, each page written out before the next is read.
 */
async function listingFile(company: Company, n: number, perFile: number): Promise<SitemapFile | null> {
  const low = (n - 1) * perFile;
  const high = n * perFile;
  if (!Number.isSafeInteger(high) || high > 2_147_483_647) return null;
  const { visible } = scopeParts(visitorScope(company));
  // The ETag carries the company's version: read it as fresh as the cached views do.
  await syncCompanyVersions();
  const [range] = await queryRows<{ urls: number | string; modified: Date | string | null }>(sql`
    select count(*) filter (where ${visible})::int as urls, max(p.modified_at) as modified
    from properties p where p.id > ${low} and p.id <= ${high}`);
  const urls = num(range?.urls) ?? 0;
  if (urls === 0) return null;
  const lastModified = toDate(range?.modified);
  const origin = siteOrigin(company.domain);
  const encoder = new TextEncoder();
  let after = low;
  let started = false;
  return {
    etag: etagOf([company.id, companyVersion(company.id), origin, low, high, urls, lastModified?.getTime() ?? 0]),
    lastModified,
    body: () =>
      new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(URLSET_OPEN));
          }
          const rows = await queryRows<{ id: number | string; unparsed_address: string; modified_at: Date | string }>(sql`
            select p.id, p.unparsed_address, p.modified_at from properties p
            where p.id > ${after} and p.id <= ${high} and ${visible} order by p.id limit ${PAGE_ROWS}`);
          if (rows.length > 0) {
            const lines = rows.map((r) => urlXml({ url: `${origin}${propertyUrl(num(r.id) ?? 0, r.unparsed_address)}`, lastModified: toDate(r.modified_at) }));
            controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
            after = num(rows[rows.length - 1]?.id) ?? high;
          }
          if (rows.length < PAGE_ROWS) {
            controller.enqueue(encoder.encode(URLSET_CLOSE));
            controller.close();
          }
        },
      }),
  };
}
