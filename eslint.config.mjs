import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', '.e2e-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'public/maplibre-gl-worker.mjs', '.tmp/**', '.bench-data/**'],
  },
];

export default config;
