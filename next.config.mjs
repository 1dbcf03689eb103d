import createNextIntlPlugin from 'next-intl/plugin';
import './scripts/copy-map-worker.mjs';

// Messages are precompiled at build time: the browser gets a small formatter instead of the
// ICU parser (intl-messageformat), a large share of every page's JavaScript.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', locales: ['en'], format: 'json', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that bundlers break; load it from node_modules at run time
  // (nodemailer too: it is server-only and loads its transports by name).
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg', 'pg-boss', 'nodemailer'],
  poweredByHeader: false,
  // SOURCE_MAPS=1 next build: browser source maps, to see what a page's JavaScript is made of.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  reactStrictMode: true,
  // The data layer reads its SQL migrations from disk at start-up.
  outputFileTracingIncludes: { '/**': ['./lib/db/migrations/**'] },
  // The proxy buffers a request body up to this and silently cuts the rest: lead imports take
  // 50 MB files (lib/crm/imports/upload.ts refuses any body over 51 MB, so a cut one too).
  // CSS by the graph of what each route imports: the default ("loose") put every route's CSS
  // modules, the CRM's included, into one 85 kB chunk that every site page blocked on; the graph
  // chunker gives /real-estate 6 kB gzipped of render-blocking CSS instead of 17 (docs/performance.md
  // "Render-blocking CSS"). Screenshots of 25 pages at 375 and 1280 px were pixel-identical.
  // The server loads every route's code when it starts, so no visitor waits for a route's first
  // load; PRELOAD_ROUTES=0 loads each on first use instead: a second of CPU less per start, for
  // the API tests' short-lived servers (docs/performance.md "Test suite time").
  experimental: { proxyClientMaxBodySize: 52 * 1024 * 1024, cssChunking: 'graph', preloadEntriesOnStart: process.env.PRELOAD_ROUTES !== '0' },
};

export default withNextIntl(nextConfig);
