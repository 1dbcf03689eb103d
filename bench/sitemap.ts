// `npm run bench:sitemap`: the sitemap index and files (lib/seo/sitemap-files.ts) at the size
// bench:search left in BENCH_DATABASE_URL (run `npm run bench:search -- --sizes 1000000
// --engines postgres --no-http` first; this reads that database, it loads nothing). Prints, for
// company 1 (cold caches, in this process): files and URLs in the index, the time to build the
// index, then each listing file streamed in full with its time, and the peak RSS, so the
// "never all rows in memory" rule shows as a number (1M listings × ~120 bytes of XML ≈ 120 MB
// would show if the rows were held).
import { openDatabase } from '@/lib/db/client';
import { runWithDatabase } from './lib/run-with-database';
import { sitemapFile, sitemapIndex } from '@/lib/seo/sitemap-files';
import { getCompany } from '@/lib/tenancy/company';
import { checkBenchUrl } from './search/prepare';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const peakRss = () => process.resourceUsage().maxRSS * 1024;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is required (the database bench:search loaded)');
  checkBenchUrl(url);
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET ??= 'bench-search-only-secret-0123456789abcdef';
  // Read-only here: the bench database is already migrated and loaded.
  await openDatabase();
  const company = await getCompany(1);
  if (!company) throw new Error('Company 1 is missing: run bench:search first');
  const rssBefore = peakRss();
  let started = performance.now();
  const index = await sitemapIndex(company);
  const indexMs = performance.now() - started;
  const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const listingFiles = files.filter((f) => f.startsWith('listings-'));
  console.log(`Sitemap index: ${files.length} files (${listingFiles.length} of listings), ${index.length.toLocaleString('en-US')} bytes, built in ${indexMs.toFixed(0)} ms`);
  let urls = 0;
  let slowest = 0;
  let bytes = 0;
  started = performance.now();
  for (const name of files) {
    const t = performance.now();
    const file = await sitemapFile(company, name);
    if (!file) throw new Error(`${name} is in the index but not served`);
    const reader = file.body().getReader();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      // Count URLs per chunk; the chunk is dropped at once, as the response would send it.
      text = new TextDecoder().decode(value);
      urls += text.split('<url>').length - 1;
    }
    const ms = performance.now() - t;
    slowest = Math.max(slowest, ms);
    if (name === listingFiles[0]) console.log(`First listing file ${name}: streamed in ${ms.toFixed(0)} ms`);
  }
  const allMs = performance.now() - started;
  console.log(`All ${files.length} files: ${urls.toLocaleString('en-US')} URLs, ${mb(bytes)} of XML in ${(allMs / 1000).toFixed(1)} s (slowest file ${slowest.toFixed(0)} ms)`);
  console.log(`Peak RSS: ${mb(peakRss())} (${mb(rssBefore)} before the sitemap work)`);
}

runWithDatabase(main);
