#!/usr/bin/env node
// `npm run bench:pages`: the search pages as a visitor gets them (issue 4, docs/performance.md):
//  1. server time of the home page and /real-estate with and without filters (full HTML, sequential requests);
//  2. JavaScript shipped to the browser for /real-estate in list view, gzipped, and what the
//     map view adds when it is opened;
//  3. Lighthouse mobile, all four categories, of the home, search, listing, agent and community pages
//     (runs offline with Debian's chromium; BENCH_LIGHTHOUSE_RUNS=n reports the median of n runs).
// Uses BASE_URL when a server answers there, else starts `npm start` on :3200 (.bench-data).
// BENCH_PAGES=server times the pages only (e.g. against a server on one of bench:search's
// big databases); JavaScript and Lighthouse do not depend on the database's size.
// BENCH_PAGES=lighthouse skips the server times.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { chromium } from '@playwright/test';
import { benchServer, percentile, timeRequest } from './lib/server.mjs';
import { BUNDLE_PAGES, bundleReport } from './lib/bundle-report.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage'];

// Visitors share a search page's first results for a minute (lib/search/search-page.ts), so
// repeated requests of one URL measure the cache; the `uncached` rows ask a different page of
// the search on every request (?page=1…100), which always runs the search.
const UNCACHED_SORTS = ['price+asc', 'price+desc', 'square+desc', 'year+desc'];
const PAGES = [
  ['home page', '/'],
  ['no filters', '/real-estate'],
  ['place + filters', '/real-estate/riverhead-ny/type-r/price-300000-900000/beds-3'],
  ['sold, 1 year', '/real-estate/status-s/maxdayssold-365'],
  ['/properties query', '/properties?minbeds=3&maxprice=800000&zip=11901'],
  ['page 20', '/real-estate?page=20'],
  // A town's community page (docs/community.md): its figures are cached five minutes per town.
  ['community page', '/communities/riverhead-ny'],
  // i runs 0…REQUESTS-1 measured, then REQUESTS… for the warm-up: every request a new key.
  ['uncached, no filters', (i) => `/real-estate?page=${i + 1}`],
  ['uncached, filters', (i) => `/real-estate/type-r/price-300000-900000/beds-3?sort=${UNCACHED_SORTS[i % 4]}&page=${Math.floor(i / 4) + 1}`],
];

/** A listing page of the demo: the newest house with photos (its URL comes from the API). */
async function listingPath(base) {
  const res = await fetch(`${base}/api/properties?type=r&withim=1`);
  const { data } = await res.json();
  return data[0].meta.data.url;
}

async function serverTimes(base) {
  console.log(`\nServer time, full HTML, ${REQUESTS} sequential requests after ${WARMUP} warm-up (ms)`);
  console.log(`${'page'.padEnd(20)} ${'TTFB med'.padStart(9)} ${'TTFB p95'.padStart(9)} ${'total med'.padStart(10)} ${'total p95'.padStart(10)} ${'HTML kB'.padStart(8)}`);
  for (const [name, pathOf] of PAGES) {
    const path = typeof pathOf === 'function' ? pathOf : () => pathOf;
    for (let i = 0; i < WARMUP; i++) await timeRequest(base + path(REQUESTS + i));
    const ttfb = [];
    const total = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i++) {
      const r = await timeRequest(base + path(i));
      if (r.status !== 200) throw new Error(`${path(i)} answered ${r.status}`);
      ttfb.push(r.ttfb);
      total.push(r.total);
      bytes = r.bytes;
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    const f = (n) => n.toFixed(1).padStart(9);
    console.log(`${name.padEnd(20)} ${f(percentile(ttfb, 50))} ${f(percentile(ttfb, 95))} ${f(percentile(total, 50)).padStart(10)} ${f(percentile(total, 95)).padStart(10)} ${(bytes / 1024).toFixed(0).padStart(8)}`);
  }
}

/** Gzipped size of a script as the server sends it to a browser that accepts gzip. */
function gzippedSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }));
      })
      .on('error', reject);
  });
}

async function javascriptShipped(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([{ name: 'viewMode', value: 'list', url: base }]);
    const scripts = new Set();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(`${base}/real-estate`, { waitUntil: 'networkidle' });
    const listScripts = [...scripts];
    await page.getByTestId('view-map').click();
    await page.waitForSelector('.maplibregl-canvas', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const mapScripts = [...scripts].filter((u) => !listScripts.includes(u));
    const sum = async (urls) => {
      let total = 0;
      for (const u of urls) total += (await gzippedSize(u)).bytes;
      return total;
    };
    const listBytes = await sum(listScripts);
    const mapBytes = await sum(mapScripts);
    const encoding = listScripts.length ? (await gzippedSize(listScripts[0])).encoding : 'none';
    console.log(`\nJavaScript for /real-estate (list view), ${encoding}: ${(listBytes / 1024).toFixed(1)} kB in ${listScripts.length} files (budget ≤ 130 kB before the map loads)`);
    console.log(`Opening the map adds ${(mapBytes / 1024).toFixed(1)} kB in ${mapScripts.length} files (the worker is fetched by MapLibre as a separate file)`);
  } finally {
    await browser.close();
  }
}

// Lighthouse (issue 19, docs/performance.md): mobile, simulated throttling, all four categories
// on the five page kinds a visitor lands on. Budgets: 100 in each category, LCP ≤ 1.8 s.
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const LCP_BUDGET_MS = 1800;

/** The agent page of the company's first agent (its URL comes from the API). */
async function agentPath(base) {
  const body = await (await fetch(`${base}/api/agents`)).json();
  const agents = Array.isArray(body) ? body : body.data;
  return agents[0].url;
}

/**
 * Asks once for every image the page preloads or lists in a srcset, as Chromium does (AVIF):
 * the server encodes each variant on its first request only (lib/images/variant-store.ts), and
 * Lighthouse should measure the page every later visitor gets, not that one-off encoding.
 */
async function warmImages(base, path) {
  // Once more on a dropped connection: the server closes idle keep-alive sockets while Lighthouse runs.
  const get = (url, init) => fetch(url, init).catch(() => fetch(url, init));
  const html = await (await get(`${base}${path}`)).text();
  const urls = new Set();
  for (const [, set] of html.matchAll(/(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of set.replaceAll('&amp;', '&').split(',')) urls.add(candidate.trim().split(/\s+/)[0]);
  }
  for (const url of urls) {
    if (url.startsWith('/')) await (await get(`${base}${url}`, { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })).arrayBuffer();
  }
}

/** The LCP element's selector (Lighthouse 13 names it in its LCP insights; older ones in an audit of its own). */
function lcpElement(report) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && typeof value.selector === 'string') return value.selector;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element', 'lcp-discovery-insight']) {
    const found = find(report.audits[id]?.details);
    if (found) return found;
  }
  return 'n/a';
}

/** One Lighthouse run of one page: its JSON report, or null when Lighthouse failed. */
function lighthouseRun(url) {
  try {
    const out = execFileSync(
      'node_modules/.bin/lighthouse',
      [url, `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`, '--form-factor=mobile', '--output=json', '--quiet', `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(out.toString());
  } catch (e) {
    console.log(`  Lighthouse could not run on ${url}: ${e.message.split('\n')[0]}`);
    return null;
  }
}

async function lighthousePages(base, pages) {
  console.log(`\nLighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} run(s) per page; budgets: 100 in each category, LCP ≤ ${LCP_BUDGET_MS / 1000} s`);
  console.log(`${'page'.padEnd(16)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'SEO'.padStart(5)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  LCP element`);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  for (const [name, path] of pages) {
    await warmImages(base, path);
    const reports = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const report = lighthouseRun(`${base}${path}`);
      if (report) reports.push(report);
    }
    if (reports.length === 0) continue;
    const score = (c) => median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
    const metric = (id) => median(reports.map((r) => r.audits[id]?.numericValue ?? NaN));
    const lcp = metric('largest-contentful-paint');
    const scores = LIGHTHOUSE_CATEGORIES.map((c) => `${score(c) === 100 ? '' : '!'}${score(c)}`.padStart(5));
    const element = lcpElement(reports[0]);
    console.log(
      `${name.padEnd(16)} ${scores.join(' ')} ${(metric('first-contentful-paint') / 1000).toFixed(2).padStart(6)} ${`${lcp > LCP_BUDGET_MS ? '!' : ''}${(lcp / 1000).toFixed(2)}`.padStart(6)} ${metric('total-blocking-time').toFixed(0).padStart(7)} ${metric('cumulative-layout-shift').toFixed(3).padStart(6)}  ${element}`,
    );
    // What keeps a category under 100 (the first run's failing audits that carry weight in it).
    const report = reports[0];
    for (const c of LIGHTHOUSE_CATEGORIES) {
      const failed = report.categories[c].auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 0.9).map((ref) => `${ref.id} ${Math.round((report.audits[ref.id].score ?? 0) * 100)}`);
      if (failed.length > 0) console.log(`  ${c}: ${failed.join(', ')}`);
    }
  }
}

/** JavaScript a page loads before anything is clicked (listing page: before the charts and modals), gzipped. */
async function pageJavascript(base, path, label, budgetKb) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Set();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    let total = 0;
    for (const u of scripts) total += (await gzippedSize(u)).bytes;
    console.log(`JavaScript for ${label}: ${(total / 1024).toFixed(1)} kB in ${scripts.size} files (budget ≤ ${budgetKb} kB)`);
  } finally {
    await browser.close();
  }
}

const { base, stop } = await benchServer();
try {
  console.log(`Search and listing pages on ${base} (tenant 1, the demo seed)`);
  const listing = await listingPath(base);
  // Listing pages are not cached: every request reads the listing, its similar homes and its history.
  PAGES.push(['listing page', listing], ['listing schedule', listing.replace('/homedetails/', '/schedule/')]);
  // BENCH_PAGES=lighthouse: JavaScript and Lighthouse only (the server times take minutes).
  if (process.env.BENCH_PAGES !== 'lighthouse') await serverTimes(base);
  if (process.env.BENCH_PAGES !== 'server') {
    await javascriptShipped(base);
    await pageJavascript(base, listing, `${listing.split('/').slice(0, 2).join('/')}/… before charts and modals`, 140);
    await pageJavascript(base, '/', '/ (home page)', 140);
    bundleReport(BUNDLE_PAGES);
    await lighthousePages(base, [['home page', '/'], ['/real-estate', '/real-estate'], ['listing page', listing], ['agent page', await agentPath(base)], ['community page', '/communities/riverhead-ny']]);
  }
} finally {
  stop();
}
