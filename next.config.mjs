import createNextIntlPlugin from 'next-intl/plugin';
import './scripts/copy-map-worker.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships WASM and data files that bundlers break; load it from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  // The data layer reads its SQL migrations from disk at start-up.
  outputFileTracingIncludes: { '/**': ['./lib/db/migrations/**'] },
};

export default withNextIntl(nextConfig);
