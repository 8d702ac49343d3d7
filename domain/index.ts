/**
 * The marketplace's domain: pure rules shared by the browser, the server and
 * integrators (`import { quoteCart } from 'ig-marketplace/domain'`).
 */
export * from './errors/index.ts';
export * from './money/index.ts';
export * from './pricing/index.ts';
export * from './cart/index.ts';
export * from './number-select/index.ts';
export * from './catalog/index.ts';
export * from './accounts/index.ts';
export * from './geo/index.ts';
export * from './consent/index.ts';
export * from './toasts/index.ts';
export * from './payouts/index.ts';
export * from './format/index.ts';
