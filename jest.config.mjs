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
  testMatch: ['<rootDir>/tests/db/**/*.test.ts'],
  moduleNameMapper,
  testTimeout: 120000,
})();

// jose ships ESM only; let SWC compile it like our own code (next/jest would skip all of node_modules).
for (const project of [unit, db]) project.transformIgnorePatterns = ['/node_modules/(?!(jose)/)', '^.+\\.module\\.(css|sass|scss)$'];

const config = { projects: [unit, db] };
export default config;
