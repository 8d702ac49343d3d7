/**
 * The one SQL schema (Drizzle, PostgreSQL dialect) shared by PGlite and a
 * PostgreSQL server, declared per context beside that context's adapters.
 * Migrations under `migrations/` are generated from it (`npm run db:generate`)
 * and applied at start. Money columns are integer minor units (`*_minor`, USD
 * unless named otherwise); percents are numeric.
 */
export * from './shared/schema.ts';
export * from './accounts/schema.ts';
export * from './catalog/schema.ts';
export * from './shopping/schema.ts';
export * from './analytics/schema.ts';
export * from './ledger/schema.ts';
export * from './payments/schema.ts';
export type { AnyTable } from './shared/columns.ts';
export * from './orders/schema.ts';
export * from './orders/lifecycle-schema.ts';
export * from './content/schema.ts';
export * from './tools/schema.ts';
export * from './payouts/schema.ts';
export * from './messaging/schema.ts';
export * from './deals/schema.ts';
export * from './notifications/schema.ts';
export * from './membership/schema.ts';
export * from './affiliates/schema.ts';
export * from './verification/schema.ts';
export * from './sellerapi/schema.ts';
export * from './offers/schema.ts';
export * from './sellerapplications/schema.ts';
