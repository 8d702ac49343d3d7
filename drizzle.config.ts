import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/server/persistence/shared/schema.ts',
  out: './migrations',
});
