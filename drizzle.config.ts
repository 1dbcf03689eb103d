import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations run from code at start-up (lib/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
});
