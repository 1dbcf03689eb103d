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
  // Formatting goes through next-intl (docs/architecture.md "Formatting and locales"): no
  // hard-coded locale, no platform formatting in components, pages or stores, so a second
  // locale is a catalogue away. Computation-only Intl lives in lib/ (lib/format/parse-locale.ts).
  {
    files: ['components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value='en-US']", message: "No hard-coded locale: format with useFormatter() / getFormatter() (i18n/formats.ts)." },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]", message: 'Format with useFormatter() / getFormatter() (i18n/formats.ts), not toLocaleString.' },
        { selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]", message: 'Format with useFormatter() / getFormatter() (i18n/formats.ts); computation-only Intl belongs in lib/ with PARSE_LOCALE.' },
        { selector: "TSAsExpression[expression.typeAnnotation.type='TSUnknownKeyword'] > TSTypeLiteral > TSPropertySignature[key.name='rows']", message: 'Read raw rows with queryRows (lib/db/rows.ts), not a cast.' },
      ],
    },
  },
  // lib/db is the ground floor (docs/architecture.md "Layers"): it imports nothing of ours outside itself.
  {
    files: ['lib/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/(?!lib/db(/|$))|\\.\\./\\.\\./)', message: 'lib/db is the ground floor: it imports nothing outside lib/db.' }] }],
    },
  },
  {
    files: ['lib/db/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(@/(?!lib/db(/|$))|\\.\\./)', message: 'lib/db is the ground floor: it imports nothing outside lib/db.' }] }],
    },
  },
  // Raw SQL rows are read through queryRows (lib/db/rows.ts), the one place that knows both drivers answer { rows }.
  {
    files: ['lib/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts,mjs}', 'bench/**/*.{ts,mts,mjs}'],
    ignores: ['lib/db/rows.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "TSAsExpression[expression.typeAnnotation.type='TSUnknownKeyword'] > TSTypeLiteral > TSPropertySignature[key.name='rows']", message: 'Read raw rows with queryRows (lib/db/rows.ts), not a cast.' }],
    },
  },
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', '.e2e-data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'lib/db/migrations/**', 'public/maplibre-gl-worker.mjs', '.tmp/**', '.bench-data/**'],
  },
];

export default config;
