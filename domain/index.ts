/**
 * The marketplace's domain: pure rules shared by the browser, the server and
 * integrators (`import { quoteCart } from 'ig-marketplace/domain'`), one
 * folder per bounded context, each with an `index.ts` as its public surface.
 */
export * from './shared/index.ts';
export * from './shopping/index.ts';
export * from './catalog/index.ts';
export * from './accounts/index.ts';
export * from './payouts/index.ts';
export * from './navigation/index.ts';
export * from './ledger/index.ts';
export * from './orders/index.ts';
export * from './payments/index.ts';
export * from './content/index.ts';
export * from './tools/index.ts';
export * from './tools/calculators/index.ts';
export * from './offers/index.ts';
export * from './media/index.ts';
export * from './messaging/index.ts';
export * from './deals/index.ts';
export * from './notifications/index.ts';
export * from './membership/index.ts';
export * from './affiliates/index.ts';
export * from './verification/index.ts';
export * from './insights/index.ts';
export * from './sellerapi/index.ts';
export * from './sellerapplications/index.ts';
