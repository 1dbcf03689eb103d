import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Layers (docs/architecture.md): lib/ and route handlers never import a client store; lib/db imports no service.
  {
    files: ['lib/**/*.{ts,tsx}', 'app/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/stores/*', '**/stores/*'], message: 'Stores are client state: move the shared type or helper into a plain lib module.' }] }],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', '.e2e-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'public/maplibre-gl-worker.mjs', '.tmp/**', '.bench-data/**'],
  },
];

export default config;
