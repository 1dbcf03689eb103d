import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/stubs/empty.js' };

// Two projects: fast unit tests (pure logic and components) and tests against a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
const unit = await createJestConfig({
  displayName: 'unit',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper,
})();
const db = await createJestConfig({
  displayName: 'db',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/db/**/*.test.ts', '<rootDir>/tests/api/**/*.test.ts'],
  moduleNameMapper,
})();

// jose, next-intl and pg-boss ship ESM only; let SWC compile them like our own code (next/jest would skip all of node_modules).
for (const project of [unit, db]) project.transformIgnorePatterns = ['/node_modules/(?!(jose|next-intl|use-intl|intl-messageformat|icu-minify|@formatjs|@schummar|pg-boss|rrule-temporal|serialize-error|non-error)/)', '^.+\\.module\\.(css|sass|scss)$'];

// Jest reads testTimeout only at the top level: seeding and starting a server take seconds.
const config = { projects: [unit, db], testTimeout: 120_000 };
export default config;
