#!/usr/bin/env node
// `npm run bench:pages`: the search pages as a visitor gets them (issue 4, docs/performance.md):
//  1. server time of the home page and /real-estate with and without filters (full HTML, sequential requests);
//  2. JavaScript shipped to the browser for /real-estate in list view, gzipped, and what the
//     map view adds when it is opened;
//  3. Lighthouse mobile performance of the home page and /real-estate (runs offline with Debian's chromium).
// Uses BASE_URL when a server answers there, else starts `npm start` on :3200 (.bench-data).
// BENCH_PAGES=server times the pages only (e.g. against a server on one of bench:search's
// big databases); JavaScript and Lighthouse do not depend on the database's size.
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

function lighthouse(base, path, categories) {
  const url = `${base}${path}`;
  try {
    const out = execFileSync(
      'node_modules/.bin/lighthouse',
      [url, `--only-categories=${categories.join(',')}`, '--form-factor=mobile', '--output=json', '--quiet', `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(out.toString());
    const audit = (id) => report.audits[id]?.displayValue ?? 'n/a';
    const scores = categories.map((c) => `${c} ${Math.round(report.categories[c].score * 100)}`).join(', ');
    console.log(`\nLighthouse mobile, ${path}: ${scores} (budgets: performance 95+, SEO 100)`);
    console.log(`  FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`);
    if (categories.includes('seo')) {
      const failed = Object.values(report.audits).filter((a) => a.score === 0 && report.categories.seo.auditRefs.some((r) => r.id === a.id));
      if (failed.length > 0) console.log(`  SEO audits failed: ${failed.map((a) => a.id).join(', ')}`);
    }
  } catch (e) {
    console.log(`\nLighthouse could not run: ${e.message.split('\n')[0]}`);
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
  await serverTimes(base);
  if (process.env.BENCH_PAGES !== 'server') {
    await javascriptShipped(base);
    await pageJavascript(base, listing, `${listing.split('/').slice(0, 2).join('/')}/… before charts and modals`, 140);
    await pageJavascript(base, '/', '/ (home page)', 140);
    bundleReport(BUNDLE_PAGES);
    lighthouse(base, '/', ['performance', 'seo']);
    lighthouse(base, '/real-estate', ['performance']);
    lighthouse(base, listing, ['performance', 'seo']);
  }
} finally {
  stop();
}
