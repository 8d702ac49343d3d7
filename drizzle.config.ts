import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new versioned migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/server/persistence/schema.ts',
  out: './migrations',
});
